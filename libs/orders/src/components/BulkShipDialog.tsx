import { couriers, isTrackingNumberValid, normalizeTrackingNumber, type OrderBulkResult, type OrderSummary } from '@seller-portal/contracts';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { useState, type FormEvent } from 'react';
import { useBulkShipOrders } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';

export interface BulkShipDialogProps {
  orders: readonly OrderSummary[];
  onClose: () => void;
  onDone: (results: { ok: boolean; orderNumber: string; errorCode?: string }[]) => void;
}

/** Ship several accepted orders at once, each with its own tracking number of its courier's shape. */
export function BulkShipDialog({ orders, onClose, onDone }: BulkShipDialogProps) {
  const { t, errorText } = useOrderTexts();
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const invalid = (order: OrderSummary) => !isTrackingNumberValid(order.courier, normalizeTrackingNumber(numbers[order.orderNumber] ?? ''));
  const ship = useBulkShipOrders();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (orders.some(invalid)) return;
    const body = {
      orders: orders.map((order) => ({ orderNumber: order.orderNumber, version: order.version, trackingNumber: numbers[order.orderNumber] ?? '' })),
    };
    ship.mutate(body, {
      onSuccess: (result: OrderBulkResult) => {
        onClose();
        onDone(result.results.map((r) => ({ ok: r.ok, orderNumber: r.orderNumber, errorCode: r.ok ? undefined : r.errorCode })));
      },
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={t('bulk.shipTitle', { count: orders.length })}
      description={t('bulk.shipLead')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('ship.back')}</Button>
          </DialogClose>
          <Button type="submit" form="bulk-ship" loading={ship.isPending}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <form id="bulk-ship" onSubmit={submit} noValidate>
        {orders.map((order, index) => {
          const courier = couriers[order.courier];
          return (
            <TextField
              key={order.orderNumber}
              label={`${order.orderNumber} · ${courier.name}`}
              value={numbers[order.orderNumber] ?? ''}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setNumbers({ ...numbers, [order.orderNumber]: event.target.value })}
              // The first tracking number field, not the close button, takes focus as the dialog opens.
              autoFocus={index === 0}
              hint={t('ship.trackingHint', { courier: courier.name, example: courier.example })}
              error={touched && invalid(order) ? t('ship.invalid', { courier: courier.name, example: courier.example }) : undefined}
              required
            />
          );
        })}
        {ship.isError && <p role="alert">{errorText(ship.error)}</p>}
      </form>
    </Dialog>
  );
}
