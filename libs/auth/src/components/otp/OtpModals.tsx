import { Button, Dialog } from '@seller-portal/ui';
import { useAccountTranslation } from '../../i18n/account-resources';
import type { OtpDialogDetail, OtpModal } from '../../state/otp-dialogs';

/** §4.11 max-limit and session-expired modals: each has only a Close button, which notifies the OTP flow. */
export function OtpModals({ dialogs, onClose }: { dialogs: OtpDialogDetail; onClose: (modal: OtpModal) => void }) {
  const { t } = useAccountTranslation();
  const modal: OtpModal | null = dialogs.maxLimitModal ? 'maxLimitModal' : dialogs.sessionExpiredModal ? 'sessionExpiredModal' : null;
  const texts = modal === 'maxLimitModal' ? 'otp.maxLimit' : 'otp.sessionExpired';
  return (
    <Dialog
      open={modal !== null}
      // Only the Close button leaves it: the flow must hear about it (§4.11).
      dismissible={false}
      size="sm"
      title={t(`${texts}.title`)}
      description={t(`${texts}.text`)}
      footer={
        <Button fullWidth onClick={() => modal && onClose(modal)}>
          {t('close', { ns: 'common' })}
        </Button>
      }
    />
  );
}
