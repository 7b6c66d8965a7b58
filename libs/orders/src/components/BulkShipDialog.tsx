import { couriers, isTrackingNumberValid, normalizeTrackingNumber, type OrderSummary } from '@seller-portal/contracts/orders';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { useFormState } from '@seller-portal/ui/forms';
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
  const ship = useBulkShipOrders();
  // One field per order, named by its order number, in the list's order (the first invalid one takes the focus).
  const form = useFormState<Record<string, string>, 'invalid'>({
    initialValues: Object.fromEntries(orders.map((order) => [order.orderNumber, ''])),
    validate: (numbers) =>
      Object.fromEntries(
        orders
          .filter((order) => !isTrackingNumberValid(order.courier, normalizeTrackingNumber(numbers[order.orderNumber] ?? '')))
          .map((order) => [order.orderNumber, 'invalid' as const]),
      ),
    submit: async (numbers) => {
      const result = await ship.mutateAsync({
        orders: orders.map((order) => ({ orderNumber: order.orderNumber, version: order.version, trackingNumber: numbers[order.orderNumber] ?? '' })),
      });
      onClose();
      onDone(result.results.map((r) => ({ ok: r.ok, orderNumber: r.orderNumber, errorCode: r.ok ? undefined : r.errorCode })));
    },
  });
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
          <Button type="submit" form="bulk-ship" loading={form.busy}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <form id="bulk-ship" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        {orders.map((order, index) => {
          const courier = couriers[order.courier];
          return (
            <TextField
              key={order.orderNumber}
              {...form.textField(order.orderNumber)}
              label={`${order.orderNumber} · ${courier.name}`}
              autoComplete="off"
              spellCheck={false}
              // The first tracking number field, not the close button, takes focus as the dialog opens.
              autoFocus={index === 0}
              hint={t('ship.trackingHint', { courier: courier.name, example: courier.example })}
              error={form.errors[order.orderNumber] ? t('ship.invalid', { courier: courier.name, example: courier.example }) : undefined}
              required
            />
          );
        })}
        {ship.isError && <p role="alert">{errorText(ship.error)}</p>}
      </form>
    </Dialog>
  );
}
