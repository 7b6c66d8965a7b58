import { useApiClient } from '@seller-portal/api-client';
import { Button, Dialog } from '@seller-portal/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { alertAtom, closeAlertAtom, useAlert } from '../state/alert';

/**
 * §8 the generic alert asked when a change the person made got no answer from the server (the connection dropped):
 * 'An error occurred on the system', OK sends it again, Cancel lets it fail as before (the page then says so as
 * usual). One question at a time: a second change without an answer while one is asked fails at once.
 */
function useNoAnswerAlert() {
  const { t } = useShellTranslation();
  const alert = useAlert();
  const open = useAtomValue(alertAtom).open;
  const openRef = useRef(open);
  openRef.current = open;
  const client = useApiClient();
  useEffect(() => {
    client.askOnNoAnswer(
      () =>
        new Promise<boolean>((respond) => {
          if (openRef.current) {
            respond(false);
            return;
          }
          openRef.current = true;
          alert.show({ type: 'danger', text: t('alert.noAnswer'), callback: respond });
        }),
    );
    return () => client.askOnNoAnswer(null);
  }, [client, alert, t]);
}

/** §8 generic alert: 'An error occurred on the system' with OK and Cancel unless told otherwise. */
export function GenericAlert() {
  const { t } = useShellTranslation();
  const alert = useAtomValue(alertAtom);
  const close = useSetAtom(closeAlertAtom);
  useNoAnswerAlert();
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
