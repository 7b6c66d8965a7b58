import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Button, useToast } from '@seller-portal/ui';
import { ConfirmDialog } from '@seller-portal/ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteMobileConfig, mobileConfigKeys } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';

/** Delete with a confirmation (INTERNAL_MOBILE-CONFIG_DELETE; the caller shows it only to holders of the code). */
export function DeleteConfigButton({ configKey, onDeleted, size }: { configKey: string; onDeleted?: () => void; size?: 'sm' | 'md' }) {
  const { t } = useMobileConfigsTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMobileConfig(client, configKey),
    onSuccess: async () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('deleted', { key: configKey }) });
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: mobileConfigKeys.all });
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
