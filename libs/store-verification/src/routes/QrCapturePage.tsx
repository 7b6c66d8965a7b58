import { isApiError } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { identityVerificationStatuses, type IdentityPhotoKind } from '@seller-portal/contracts/store-verification';
import { formatDate } from '@seller-portal/formatting';
import { formatServerError, type Language } from '@seller-portal/i18n';
import { signInPathFor, useSession } from '@seller-portal/session-guard';
import { Button, CheckCircleIcon, Spinner } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { handOffPollMs, useCaptureInfo, useCaptureToken, useVerificationStatus } from '../api/store-verification';
import { DoneView } from '../components/DoneView';
import { PhotoCapture } from '../components/PhotoCapture';
import { VerificationFrame } from '../components/VerificationFrame';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import { stepOf, verificationPaths } from '../lib/paths';
import { useAfterPhoto } from './CapturePage';
import styles from './pages.module.css';

/**
 * §2.5 / §2.7 …/capture/qr: with `?token=` it is the phone's public capture page; without, the desktop shows the QR
 * code of that page and waits for the photo.
 */
export function QrCapturePage({ kind }: { kind: IdentityPhotoKind }) {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <PhoneCapture key={`${kind}:${token}`} kind={kind} token={token} /> : <DesktopHandOff key={kind} kind={kind} />;
}

function PhoneCapture({ kind, token }: { kind: IdentityPhotoKind; token: string }) {
  const { t, i18n } = useStoreVerificationTranslation();
  const info = useCaptureInfo(kind, token);
  const [sent, setSent] = useState(false);
  const title = t(`${kind}.title`);
  if (sent) {
    return (
      <VerificationFrame title={t('phone.sent')}>
        <div className={styles.waiting} role="status">
          <CheckCircleIcon size={32} />
          <p>{t('phone.sentLead')}</p>
        </div>
      </VerificationFrame>
    );
  }
  return (
    <VerificationFrame eyebrow={t('step', { current: stepOf(kind) })} title={title}>
      {info.isPending && (
        <p className={styles.waiting} role="status">
          <Spinner size="sm" /> {t('phone.loading')}
        </p>
      )}
      {info.error && (
        <Notice tone="danger" role="alert">
          {isApiError(info.error) ? formatServerError(i18n.t.bind(i18n), info.error) : t('upload.failed')}
        </Notice>
      )}
      {info.data && (
        <>
          <p className={styles.small}>{t('phone.store', { store: info.data.storeName })}</p>
          <PhotoCapture kind={kind} token={token} onSent={() => setSent(true)} />
        </>
      )}
    </VerificationFrame>
  );
}

/** The QR code as an image, drawn by the qrcode package, which loads with the first code shown. */
function QrImage({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { margin: 1, width: 480, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!cancelled) setSrc(url);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  return src ? <img className={styles.qrImage} src={src} alt={alt} data-qr-value={value} /> : <Spinner size="lg" />;
}

/** §2.7 the page is public for the phone; the desktop's code is the owner's, so a visitor without a session signs in first. */
function DesktopHandOff({ kind }: { kind: IdentityPhotoKind }) {
  const session = useSession();
  const location = useLocation();
  if (session.data === null) return <Navigate to={signInPathFor(location)} replace />;
  if (!session.data) return <Spinner size="lg" className={styles.pending} />;
  return <QrCodeOfPhonePage kind={kind} />;
}

function QrCodeOfPhonePage({ kind }: { kind: IdentityPhotoKind }) {
  const { t, i18n } = useStoreVerificationTranslation();
  const token = useCaptureToken(kind);
  const status = useVerificationStatus({ pollMs: handOffPollMs });
  const afterPhoto = useAfterPhoto(verificationPaths.qr);
  const movedOn = useRef(false);
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = token.data?.expiresAt ?? null;

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, expiresAt - Date.now()) + 100);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  // The phone's photo is one sent after this page's code was issued (both server times); an older one does not count.
  const issuedAt = token.data?.issuedAt ?? null;
  useEffect(() => {
    const sentAt = status.data?.sentAt[kind] ?? null;
    if (!status.data || issuedAt === null || sentAt === null || sentAt < issuedAt || movedOn.current) return;
    movedOn.current = true;
    afterPhoto(status.data);
  }, [status.data, kind, issuedAt, afterPhoto]);

  if (!status.data) return <Spinner size="lg" className={styles.pending} />;
  if (status.data.fraudStatus === identityVerificationStatuses.checking) return <DoneView />;
  const expired = expiresAt !== null && expiresAt <= now;
  const phoneUrl = token.data ? `${window.location.origin}${verificationPaths.qr(kind)}?token=${encodeURIComponent(token.data.token)}` : null;

  return (
    <VerificationFrame eyebrow={t('step', { current: stepOf(kind) })} title={t('qr.title')}>
      <p className={styles.lead}>{t(`${kind}.title`)}</p>
      {status.data.fraudStatus !== identityVerificationStatuses.waiting ? (
        <Notice tone="info">{t('notWaiting')}</Notice>
      ) : (
        <div className={styles.qr}>
          <p className={styles.lead}>{t('qr.lead')}</p>
          {token.error && (
            <Notice tone="danger" role="alert">
              {isApiError(token.error) ? formatServerError(i18n.t.bind(i18n), token.error) : t('upload.failed')}
            </Notice>
          )}
          {phoneUrl && !expired && (
            <>
              <QrImage value={phoneUrl} alt={t('qr.alt')} />
              <p className={styles.small}>
                {t('qr.link')}{' '}
                <a className={styles.qrLink} href={phoneUrl} data-testid="qr-phone-link">
                  {phoneUrl}
                </a>
              </p>
              {expiresAt !== null && <p className={styles.small}>{t('qr.expires', { time: formatDate(expiresAt, 'HH:mm', i18n.language as Language) })}</p>}
              <p className={styles.waiting} role="status">
                <Spinner size="sm" /> {t('qr.waiting')}
              </p>
            </>
          )}
          {expired && (
            <>
              <Notice tone="warning">{t('qr.expired')}</Notice>
              <Button onClick={() => void token.refetch()}>{t('qr.newCode')}</Button>
            </>
          )}
          <ShellLink to={verificationPaths.capture(kind)} className={styles.secondaryLink}>
            {t('useThisDevice')}
          </ShellLink>
        </div>
      )}
    </VerificationFrame>
  );
}
