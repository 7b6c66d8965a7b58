import { isApiError } from '@seller-portal/api-client';
import { configKeys, parseResizeImageConfig } from '@seller-portal/contracts/core';
import { identityPhotoMediaTypes, type IdentityPhotoKind, type StoreVerificationStatus } from '@seller-portal/contracts/store-verification';
import { formatServerError } from '@seller-portal/i18n';
import { useAppConfig } from '@seller-portal/session-guard';
import { Button, Stack } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { drawToJpeg, resizePickedFile } from '@seller-portal/ui/image';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadPhoto } from '../api/store-verification';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import { useCamera } from '../lib/use-camera';
import styles from './PhotoCapture.module.css';

export interface PhotoCaptureProps {
  kind: IdentityPhotoKind;
  /** The phone's QR token (public page); without it the signed-in owner sends. */
  token?: string;
  onSent(status: StoreVerificationStatus): void;
}

type Step = { name: 'camera' } | { name: 'preview'; photo: Blob; url: string } | { name: 'sending'; photo: Blob; url: string; progress: number };

/**
 * Takes the KTP photo or the selfie with the camera (getUserMedia), shows it to keep or retake, and sends it with its
 * progress. Without a camera, or when access is refused, a photo file is chosen instead (always offered too).
 */
export function PhotoCapture({ kind, token, onSent }: PhotoCaptureProps) {
  const { t, i18n } = useStoreVerificationTranslation();
  const config = useAppConfig();
  const resize = parseResizeImageConfig(config.data?.[configKeys.resizeImage]);
  const [step, setStep] = useState<Step>({ name: 'camera' });
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const camera = useCamera(kind, video, step.name === 'camera');
  const hintId = useId();
  const url = step.name === 'camera' ? null : step.url;

  // The preview's object URL lives as long as the step that shows it.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const keep = (photo: Blob) => {
    setError(null);
    setStep({ name: 'preview', photo, url: URL.createObjectURL(photo) });
  };

  const takePhoto = async () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    try {
      keep(await drawToJpeg(element, element.videoWidth, element.videoHeight, resize));
    } catch {
      setError(t('camera.failed'));
    }
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    keep(await resizePickedFile(file, resize));
  };

  const send = async () => {
    if (step.name !== 'preview') return;
    const { photo, url: previewUrl } = step;
    setError(null);
    setStep({ name: 'sending', photo, url: previewUrl, progress: 0 });
    try {
      const status = await uploadPhoto({ kind, photo, token, onProgress: (progress) => setStep({ name: 'sending', photo, url: previewUrl, progress }) });
      onSent(status);
    } catch (failure) {
      setError(isApiError(failure) ? formatServerError(i18n.t.bind(i18n), failure) : t('upload.failed'));
      setStep({ name: 'preview', photo, url: previewUrl });
    }
  };

  const retake = () => {
    setError(null);
    setStep({ name: 'camera' });
  };

  return (
    <Stack gap={4} className={styles.capture}>
      <p id={hintId} className={styles.hint}>
        {t(`${kind}.hint`)}
      </p>
      {error && (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      )}

      {step.name === 'camera' ? (
        <>
          <div className={styles.frame} data-kind={kind} hidden={camera === 'unavailable'}>
            <video
              ref={video}
              className={styles.video}
              data-mirrored={kind === 'selfie'}
              playsInline
              muted
              aria-label={t('camera.label')}
              aria-describedby={hintId}
            />
            {camera === 'starting' && <p className={styles.overlay}>{t('camera.starting')}</p>}
          </div>
          {camera === 'unavailable' && <Notice tone="warning">{t('camera.unavailable')}</Notice>}
          <div className={styles.actions}>
            {camera === 'live' && (
              <Button size="lg" onClick={() => void takePhoto()}>
                {t('camera.take')}
              </Button>
            )}
            <Button variant={camera === 'unavailable' ? 'primary' : 'secondary'} size="lg" onClick={() => fileInput.current?.click()}>
              {t('file.choose')}
            </Button>
          </div>
          <p className={styles.small}>{t('file.rules')}</p>
          <input
            ref={fileInput}
            className={styles.fileInput}
            type="file"
            accept={identityPhotoMediaTypes.join(',')}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void pickFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      ) : (
        <>
          <div className={styles.frame}>
            <img className={styles.preview} src={step.url} alt={t(`${kind}.previewAlt`)} />
          </div>
          {step.name === 'sending' && (
            <div className={styles.progress}>
              <label htmlFor={`${hintId}-progress`}>{t('upload.sending', { percent: Math.round(step.progress * 100) })}</label>
              <progress id={`${hintId}-progress`} max={100} value={Math.round(step.progress * 100)} />
            </div>
          )}
          <div className={styles.actions}>
            <Button size="lg" loading={step.name === 'sending'} onClick={() => void send()}>
              {t('upload.send')}
            </Button>
            <Button variant="secondary" size="lg" disabled={step.name === 'sending'} onClick={retake}>
              {t('camera.retake')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
