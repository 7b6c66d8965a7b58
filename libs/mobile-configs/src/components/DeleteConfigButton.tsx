import { serverErrorText } from '@seller-portal/api-client';
import { Button, useToast } from '@seller-portal/ui';
import { ConfirmDialog } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { useDeleteMobileConfig } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';

/** Delete with a confirmation (INTERNAL_MOBILE-CONFIG_DELETE; the caller shows it only to holders of the code). */
export function DeleteConfigButton({ configKey, onDeleted, size }: { configKey: string; onDeleted?: () => void; size?: 'sm' | 'md' }) {
  const { t } = useMobileConfigsTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMobileConfig(configKey, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('deleted', { key: configKey }) });
      onDeleted?.();
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <>
      <Button variant="ghost" size={size} onClick={() => setOpen(true)} aria-label={t('deleteNamed', { key: configKey })}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteTitle')}
        description={t('deleteText', { key: configKey })}
        cancelText={t('cancel')}
        confirmText={t('delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
