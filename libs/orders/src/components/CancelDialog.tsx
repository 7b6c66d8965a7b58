import { orderCancelReasons, type OrderCancelReason, type OrderSummary } from '@seller-portal/contracts/orders';
import { Button, Dialog, DialogClose } from '@seller-portal/ui';
import { SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useCancelOrder } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';

export interface CancelDialogProps {
  order: Pick<OrderSummary, 'orderNumber' | 'version'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
  onFailed: (error: unknown) => void;
}

interface CancelValues {
  reason: OrderCancelReason;
  note: string;
}

const noteMissing = ({ reason, note }: CancelValues) => reason === 'OTHER' && !note.trim();

/** Cancel with a reason; Other needs a note for the customer. */
export function CancelDialog({ order, open, onOpenChange, onCancelled, onFailed }: CancelDialogProps) {
  const { t } = useOrderTexts();
  const cancel = useCancelOrder();
  const form = useFormState<CancelValues, 'cancel.noteHint'>({
    initialValues: { reason: 'OUT_OF_STOCK', note: '' },
    validate: (values) => (noteMissing(values) ? { note: 'cancel.noteHint' } : {}),
    submit: async ({ reason, note }) => {
      const request = { version: order.version, reason, ...(note.trim() ? { note: note.trim() } : {}) };
      await cancel.mutateAsync({ orderNumber: order.orderNumber, request });
      onCancelled();
    },
    onError: onFailed,
  });
  const { values, errors, setValue, fieldRef } = form;
  const formId = `cancel-${order.orderNumber}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('cancel.title', { orderNumber: order.orderNumber })}
      description={t('cancel.lead')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={form.busy}>
            {t('cancel.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <SelectField
          ref={fieldRef('reason')}
          label={t('cancel.reason')}
          value={values.reason}
          onChange={(event) => setValue('reason', event.target.value as OrderCancelReason)}
          options={orderCancelReasons.map((value) => ({ value, label: t(`cancel.reasons.${value}`) }))}
        />
        <TextAreaField
          ref={fieldRef('note')}
          label={t('cancel.note')}
          value={values.note}
          maxLength={300}
          rows={3}
          onChange={(event) => setValue('note', event.target.value)}
          hint={t('cancel.noteHint')}
          // The message goes with its cause: another reason needs no note.
          error={errors.note && noteMissing(values) ? t(errors.note) : undefined}
          required={values.reason === 'OTHER'}
        />
      </form>
    </Dialog>
  );
}
