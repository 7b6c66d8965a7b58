import { useNavigationHelper } from '@seller-portal/app-runtime';
import { Dialog } from '@seller-portal/ui';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n/resources';
import { videoModalQueryKey, videoSourceOf } from '../lib/video';
import styles from './VideoModal.module.css';

/** The current address without the video-modal query: where closing lands when there is no history to go back to. */
function withoutVideo(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(videoModalQueryKey);
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}

/** §2.8 a video modal opens while the query video-modal is present; closing it navigates back. */
export function VideoModal() {
  const { t } = useShellTranslation();
  const location = useLocation();
  const helper = useNavigationHelper();
  const value = new URLSearchParams(location.search).get(videoModalQueryKey);
  if (value === null) return null;
  const source = videoSourceOf(value);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) helper.back(withoutVideo(location));
      }}
      title={t('video.title')}
      closeLabel={t('video.close')}
      size="lg"
    >
      {source?.kind === 'embed' && (
        <div className={styles.frame}>
          <iframe src={source.src} title={t('video.title')} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        </div>
      )}
      {source?.kind === 'file' && (
        <div className={styles.frame}>
          <video src={source.src} controls autoPlay playsInline />
        </div>
      )}
      {!source && <p className={styles.unavailable}>{t('video.unavailable')}</p>}
    </Dialog>
  );
}
