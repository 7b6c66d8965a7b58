import { serverErrorText } from '@seller-portal/api-client';
import type { ManualNotification } from '@seller-portal/contracts/partner-notifications';
import { Button, useToast } from '@seller-portal/ui';
import { ConfirmDialog } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCancelManualNotification, useCopyManualNotification, useDeleteManualNotification } from '../api/manual-notifications';
import { useManualTranslation } from '../i18n/resources';
import { manualNotificationPath, useTitleOf } from './shared';

type Size = 'sm' | 'md';

/** Copy (INTERNAL_NOTIFICATION_MANUAL-COPY): a new draft with the same content, opened for editing; in a list it names the notification. */
export function CopyButton({ notification, size, named }: { notification: ManualNotification; size?: Size; named?: boolean }) {
  const { t } = useManualTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const titleOf = useTitleOf();
  const copy = useCopyManualNotification(notification.id, {
    onSuccess: async (copied) => {
      toast.show({ type: 'success', message: t('copied') });
      await navigate(`${manualNotificationPath(copied.id)}/edit`);
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <Button
      variant={named ? 'ghost' : 'secondary'}
      size={size}
      loading={copy.isPending}
      onClick={() => copy.mutate()}
      aria-label={named ? t('copyNamed', { title: titleOf(notification) }) : undefined}
    >
      {t('copy')}
    </Button>
  );
}

/** Delete with a confirmation (INTERNAL_NOTIFICATION_MANUAL-DELETE). */
export function DeleteButton({
  notification,
  size,
  named,
  onDeleted,
}: {
  notification: ManualNotification;
  size?: Size;
  /** In a list, the button names the notification it deletes. */
  named?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useManualTranslation();
  const toast = useToast();
  const titleOf = useTitleOf();
  const [open, setOpen] = useState(false);
  const title = titleOf(notification);
  const remove = useDeleteManualNotification(notification.id, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('deleted') });
      onDeleted?.();
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <>
      <Button variant="ghost" size={size} onClick={() => setOpen(true)} aria-label={named ? t('deleteNamed', { title }) : undefined}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteTitle')}
        description={t('deleteText', { title })}
        cancelText={t('close')}
        confirmText={t('delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** Cancel a schedule with a confirmation (INTERNAL_NOTIFICATION_MANUAL-EDIT): it will not be sent. */
export function CancelScheduleButton({ notification }: { notification: ManualNotification }) {
  const { t } = useManualTranslation();
  const toast = useToast();
  const titleOf = useTitleOf();
  const [open, setOpen] = useState(false);
  const cancel = useCancelManualNotification(notification.id, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('cancelled') });
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('cancelSchedule')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancelScheduleTitle')}
        description={t('cancelScheduleText', { title: titleOf(notification) })}
        cancelText={t('keepSchedule')}
        confirmText={t('cancelSchedule')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
