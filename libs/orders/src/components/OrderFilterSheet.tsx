import { type PickupPoint } from '@seller-portal/contracts/core';
import { courierCodes, couriers, orderSorts, type OrderSort } from '@seller-portal/contracts/orders';
import { TextField } from '@seller-portal/ui';
import { FilterSheet, SelectField } from '@seller-portal/ui/forms';
import { useState } from 'react';
import type { OrderListRequest } from '../api/orders';
import { useOrdersTranslation } from '../i18n/resources';
import { activeFilterCount } from '../lib/list-params';

export interface OrderFilterSheetProps {
  request: OrderListRequest;
  pickupPoints: readonly PickupPoint[];
  /** Shows the list the sheet's choices ask for. */
  onApply: (next: OrderListRequest) => void;
}

type Draft = Pick<OrderListRequest['filter'], 'from' | 'to' | 'pickupPointCode' | 'courier'> & { sort: OrderSort };

const draftOf = (request: OrderListRequest): Draft => ({
  from: request.filter.from,
  to: request.filter.to,
  pickupPointCode: request.filter.pickupPointCode,
  courier: request.filter.courier,
  sort: request.sort,
});

/**
 * The phone's filters: one "Filter" button with the count of active filters, opening a sheet of the dates, pickup
 * point, courier and sort. Choices apply together with "Apply" (one new list, not one per field); Escape, the close
 * button or a tap outside leave the list as it was.
 * Not on `useFormState`: a draft of the list's address, with nothing to check, send or answer with a field message.
 */
export function OrderFilterSheet({ request, pickupPoints, onApply }: OrderFilterSheetProps) {
  const { t } = useOrdersTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(request));
  const count = activeFilterCount(request);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <FilterSheet
      title={t('filter.label')}
      buttonText={count > 0 ? t('filter.buttonCount', { count }) : t('filter.button')}
      applyText={t('filter.apply')}
      resetText={t('filter.reset')}
      onOpen={() => setDraft(draftOf(request))}
      onApply={() => {
        const { sort, ...filter } = draft;
        onApply({ ...request, filter: { ...request.filter, ...filter }, sort });
      }}
      onReset={() => setDraft({ sort: draft.sort })}
    >
      <TextField
        label={t('filter.from')}
        type="date"
        value={draft.from ?? ''}
        max={draft.to}
        onChange={(event) => set({ from: event.target.value || undefined })}
      />
      <TextField
        label={t('filter.to')}
        type="date"
        value={draft.to ?? ''}
        min={draft.from}
        onChange={(event) => set({ to: event.target.value || undefined })}
      />
      {pickupPoints.length > 1 && (
        <SelectField
          label={t('filter.pickupPoint')}
          value={draft.pickupPointCode ?? ''}
          onChange={(event) => set({ pickupPointCode: event.target.value || undefined })}
          options={[{ value: '', label: t('filter.anyPickupPoint') }, ...pickupPoints.map((point) => ({ value: point.code, label: point.name }))]}
        />
      )}
      <SelectField
        label={t('filter.courier')}
        value={draft.courier ?? ''}
        onChange={(event) => set({ courier: (event.target.value || undefined) as Draft['courier'] })}
        options={[{ value: '', label: t('filter.anyCourier') }, ...courierCodes.map((code) => ({ value: code, label: couriers[code].name }))]}
      />
      <SelectField
        label={t('filter.sort')}
        value={draft.sort}
        onChange={(event) => set({ sort: event.target.value as OrderSort })}
        options={orderSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      />
    </FilterSheet>
  );
}
