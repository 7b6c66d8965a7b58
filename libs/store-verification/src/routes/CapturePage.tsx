import { ShellLink } from '@seller-portal/app-runtime';
import { identityVerificationStatuses, type IdentityPhotoKind, type StoreVerificationStatus } from '@seller-portal/contracts/store-verification';
import { Spinner } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { useNavigate } from 'react-router-dom';
import { useKeepPhotoStatus, useVerificationStatus } from '../api/store-verification';
import { DoneView } from '../components/DoneView';
import { PhotoCapture } from '../components/PhotoCapture';
import { VerificationFrame } from '../components/VerificationFrame';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import { nextKindOf, stepOf, verificationPaths } from '../lib/paths';
import styles from './pages.module.css';

/** What a page does once a photo is in: the next step's page, or the done state (the session now says CHECKING). */
export function useAfterPhoto(nextPath: (kind: IdentityPhotoKind) => string) {
  const keepStatus = useKeepPhotoStatus();
  const navigate = useNavigate();
  return (status: StoreVerificationStatus) => {
    const next = nextKindOf(status);
    keepStatus(status, !next);
    if (next) void navigate(nextPath(next));
  };
}

/** §2.5 /store/verification/identity/capture and /store/verification/selfie/capture, on the device in hand. */
export function CapturePage({ kind }: { kind: IdentityPhotoKind }) {
  const { t } = useStoreVerificationTranslation();
  const status = useVerificationStatus();
  const afterPhoto = useAfterPhoto(verificationPaths.capture);
  if (!status.data) return <Spinner size="lg" className={styles.pending} />;
  if (status.data.fraudStatus === identityVerificationStatuses.checking) return <DoneView />;
  return (
    <VerificationFrame eyebrow={t('step', { current: stepOf(kind) })} title={t(`${kind}.title`)}>
      {status.data.fraudStatus !== identityVerificationStatuses.waiting ? (
        <Notice tone="info">{t('notWaiting')}</Notice>
      ) : (
        <>
          <PhotoCapture key={kind} kind={kind} onSent={afterPhoto} />
          <ShellLink to={verificationPaths.qr(kind)} className={styles.secondaryLink}>
            {t('usePhone')}
          </ShellLink>
        </>
      )}
    </VerificationFrame>
  );
}
