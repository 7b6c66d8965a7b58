import { useDevice } from '@seller-portal/app-runtime';
import { needsWebviewUpdate } from '@seller-portal/device-layout';
import { Button, Dialog, DialogClose } from '@seller-portal/ui';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { webviewUpdateUrl } from '../lib/shell-config';

const dismissedKey = 'update-webview-dismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey) === 'true';
  } catch {
    return false;
  }
}

/** §4.9 the update-webview popup: inside the apps on a webview older than Chromium 69; "Later" lasts the visit. */
export function UpdateWebviewPopup() {
  const { t } = useShellTranslation();
  const { userAgent } = useDevice();
  const [open, setOpen] = useState(() => needsWebviewUpdate(userAgent) && !dismissedThisSession());
  if (!open) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey, 'true');
    } catch {
      // Without storage it asks again on the next load, which is acceptable.
    }
    setOpen(false);
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      title={t('updateWebview.title')}
      description={t('updateWebview.text')}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">{t('updateWebview.later')}</Button>
          </DialogClose>
          <Button onClick={() => window.location.assign(webviewUpdateUrl)}>{t('updateWebview.update')}</Button>
        </>
      }
    />
  );
}
