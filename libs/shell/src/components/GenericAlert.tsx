import { Button, Dialog } from '@seller-portal/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useShellTranslation } from '../i18n/resources';
import { alertAtom, closeAlertAtom } from '../state/alert';

/** §8 generic alert: 'An error occurred on the system' with OK and Cancel unless told otherwise. */
export function GenericAlert() {
  const { t } = useShellTranslation();
  const alert = useAtomValue(alertAtom);
  const close = useSetAtom(closeAlertAtom);
  if (!alert.open) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
      title={alert.title ?? t('alert.title')}
      description={alert.text}
      size="sm"
      footer={
        <>
          {alert.cancel !== false && (
            <Button variant="ghost" onClick={() => close(false)}>
              {alert.cancel ?? t('alert.cancel')}
            </Button>
          )}
          <Button variant={alert.type === 'danger' ? 'danger' : 'primary'} onClick={() => close(true)}>
            {alert.confirm ?? t('alert.ok')}
          </Button>
        </>
      }
    />
  );
}
