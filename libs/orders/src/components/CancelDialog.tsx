import { orderCancelReasons, type OrderCancelReason, type OrderSummary } from '@seller-portal/contracts';
import { Button, Dialog, DialogClose } from '@seller-portal/ui';
import { SelectField, TextAreaField } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useCancelOrder } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';

export interface CancelDialogProps {
  order: Pick<OrderSummary, 'orderNumber' | 'version'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
  onFailed: (error: unknown) => void;
}

/** Cancel with a reason; Other needs a note for the customer. */
export function CancelDialog({ order, open, onOpenChange, onCancelled, onFailed }: CancelDialogProps) {
  const { t } = useOrderTexts();
  const [reason, setReason] = useState<OrderCancelReason>('OUT_OF_STOCK');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const noteMissing = reason === 'OTHER' && !note.trim();
  const cancel = useCancelOrder();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (noteMissing) return;
    const request = { version: order.version, reason, ...(note.trim() ? { note: note.trim() } : {}) };
    cancel.mutate({ orderNumber: order.orderNumber, request }, { onSuccess: onCancelled, onError: onFailed });
  };
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
          <Button type="submit" form={formId} variant="danger" loading={cancel.isPending}>
            {t('cancel.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <SelectField
          label={t('cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as OrderCancelReason)}
          options={orderCancelReasons.map((value) => ({ value, label: t(`cancel.reasons.${value}`) }))}
        />
        <TextAreaField
          label={t('cancel.note')}
          value={note}
          maxLength={300}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          hint={t('cancel.noteHint')}
          error={touched && noteMissing ? t('cancel.noteHint') : undefined}
          required={reason === 'OTHER'}
        />
      </form>
    </Dialog>
  );
}
