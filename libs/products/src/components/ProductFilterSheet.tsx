import { productSorts, type ProductSort } from '@seller-portal/contracts/products';
import { FilterSheet, SelectField, type SelectOption } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { useProductsTranslation } from '../i18n/resources';

export interface ProductFilterSheetProps {
  categoryCode: string;
  sort: ProductSort;
  /** The category tree as options, indented. */
  categories: readonly SelectOption[];
  /** Shows the list the sheet's choices ask for (the address's `categoryCode` and `sort`). */
  onApply: (change: { categoryCode: string | null; sort: string | null }) => void;
}

/** The phone's category and sort: one "Filter" button counting an active category, the choices applied together. */
export function ProductFilterSheet({ categoryCode, sort, categories, onApply }: ProductFilterSheetProps) {
  const { t } = useProductsTranslation();
  const [draft, setDraft] = useState({ categoryCode, sort });
  const count = categoryCode ? 1 : 0;
  return (
    <FilterSheet
      title={t('list.filterTitle')}
      buttonText={count > 0 ? t('list.filterButtonCount', { count }) : t('list.filterButton')}
      applyText={t('list.filterApply')}
      resetText={t('list.filterReset')}
      onOpen={() => setDraft({ categoryCode, sort })}
      onApply={() => onApply({ categoryCode: draft.categoryCode || null, sort: draft.sort === 'UPDATED_DESC' ? null : draft.sort })}
      onReset={() => setDraft({ categoryCode: '', sort: 'UPDATED_DESC' })}
    >
      <SelectField
        label={t('list.category')}
        value={draft.categoryCode}
        options={[{ value: '', label: t('list.allCategories') }, ...categories]}
        onChange={(event) => setDraft({ ...draft, categoryCode: event.target.value })}
      />
      <SelectField
        label={t('list.sort')}
        value={draft.sort}
        options={productSorts.map((value) => ({ value, label: t(`list.sortOption.${value}`) }))}
        onChange={(event) => setDraft({ ...draft, sort: event.target.value as ProductSort })}
      />
    </FilterSheet>
  );
}
