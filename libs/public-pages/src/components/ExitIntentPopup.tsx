import { Button, Dialog, DialogClose } from '@seller-portal/ui';
import { useNavigate } from 'react-router-dom';
import { usePublicPagesTranslation } from '../i18n/resources';
import { exitPopupClosedCookie } from '../lib/exit-intent';
import styles from './public-pages.module.css';

/** Closed either way (a "not now", Escape, the close button, or going on to register): not shown again for 30 days. */
function rememberClosed() {
  document.cookie = exitPopupClosedCookie(window.location.protocol === 'https:');
}

/** The start selling page's invitation to a visitor about to leave: register now, or not now. */
export default function ExitIntentPopup({ onClosed }: { onClosed: () => void }) {
  const { t } = usePublicPagesTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (open) return;
        rememberClosed();
        onClosed();
      }}
      title={t('exitPopup.title')}
      description={t('exitPopup.lead')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('exitPopup.later')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              rememberClosed();
              void navigate('/register');
            }}
          >
            {t('exitPopup.register')}
          </Button>
        </>
      }
    >
      <ul className={styles.exitPopupPoints}>
        <li>{t('exitPopup.points.free')}</li>
        <li>{t('exitPopup.points.buyers')}</li>
        <li>{t('exitPopup.points.tools')}</li>
      </ul>
    </Dialog>
  );
}
