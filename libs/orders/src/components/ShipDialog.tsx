import { couriers, isTrackingNumberValid, normalizeTrackingNumber, type OrderDetail, type OrderSummary } from '@seller-portal/contracts/orders';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { useFormState } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { useShipOrder } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';

export interface ShipDialogProps {
  order: Pick<OrderSummary, 'orderNumber' | 'courier' | 'version'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShipped: (order: OrderDetail) => void;
  onFailed: (error: unknown) => void;
  /** Where focus goes as the dialog closes; the Ship button by default. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Ship with the courier's tracking number: its shape is checked as typed, and again by the server. */
export function ShipDialog({ order, open, onOpenChange, onShipped, onFailed, onCloseAutoFocus }: ShipDialogProps) {
  const { t } = useOrderTexts();
  const courier = couriers[order.courier];
  const ship = useShipOrder();
  // A number typed and left is checked as it is edited, before any submit.
  const [left, setLeft] = useState(false);
  const isValid = (trackingNumber: string) => isTrackingNumberValid(order.courier, normalizeTrackingNumber(trackingNumber));
  const form = useFormState<{ trackingNumber: string }, 'invalid'>({
    initialValues: { trackingNumber: '' },
    validate: ({ trackingNumber }) => (isValid(trackingNumber) ? {} : { trackingNumber: 'invalid' }),
    submit: async ({ trackingNumber }) => {
      const shipped = await ship.mutateAsync({ orderNumber: order.orderNumber, version: order.version, trackingNumber });
      form.setValue('trackingNumber', '');
      setLeft(false);
      onShipped(shipped);
    },
    onError: onFailed,
  });
  const { trackingNumber } = form.values;
  const invalid = form.errors.trackingNumber !== undefined || (left && !isValid(trackingNumber));
  const formId = `ship-${order.orderNumber}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('ship.title', { orderNumber: order.orderNumber })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('ship.back')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={form.busy}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextField
          {...form.textField('trackingNumber')}
          label={t('ship.tracking')}
          autoComplete="off"
          spellCheck={false}
          onBlur={() => setLeft(Boolean(trackingNumber))}
          // The dialog opens on what the seller came to type (a scanner types into it too), not on its close button.
          autoFocus
          hint={t('ship.trackingHint', { courier: courier.name, example: courier.example })}
          error={invalid ? t('ship.invalid', { courier: courier.name, example: courier.example }) : undefined}
          required
        />
      </form>
    </Dialog>
  );
}
