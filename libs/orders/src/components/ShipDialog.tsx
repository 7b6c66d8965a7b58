import { couriers, isTrackingNumberValid, normalizeTrackingNumber, type OrderDetail, type OrderSummary } from '@seller-portal/contracts';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { useState, type FormEvent } from 'react';
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
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const courier = couriers[order.courier];
  const valid = isTrackingNumberValid(order.courier, normalizeTrackingNumber(tracking));
  const ship = useShipOrder();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    ship.mutate(
      { orderNumber: order.orderNumber, version: order.version, trackingNumber: tracking },
      {
        onSuccess: (shipped) => {
          setTracking('');
          setTouched(false);
          onShipped(shipped);
        },
        onError: onFailed,
      },
    );
  };
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
          <Button type="submit" form={formId} loading={ship.isPending}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('ship.tracking')}
          value={tracking}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTracking(event.target.value)}
          onBlur={() => setTouched(Boolean(tracking))}
          // The dialog opens on what the seller came to type (a scanner types into it too), not on its close button.
          autoFocus
          hint={t('ship.trackingHint', { courier: courier.name, example: courier.example })}
          error={touched && !valid ? t('ship.invalid', { courier: courier.name, example: courier.example }) : undefined}
          required
        />
      </form>
    </Dialog>
  );
}
