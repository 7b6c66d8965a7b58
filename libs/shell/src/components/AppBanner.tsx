import { useApiClient } from '@seller-portal/api-client';
import { useDevice, useViewportClass } from '@seller-portal/app-runtime';
import { isEmbedded, showsAppBanner } from '@seller-portal/device-layout';
import { useLoadedAppConfig } from '@seller-portal/session-guard';
import { CloseIcon } from '@seller-portal/ui';
import { PhoneIcon } from '@seller-portal/ui/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppBannerTranslation } from '../i18n/app-banner';
import { appDownloadUrl, appDownloadUrlConfigKey, hideAppBanner, isAppBannerHidden } from '../lib/app-banner';
import styles from './AppBanner.module.css';

/**
 * §2.8 download-app banner on the start selling, support, help, business-development, sign-in and register
 * pages (mobile web). Hiding it sets the hide-app-banner cookie for one day; `onHide` lets the place kept for it go.
 * It comes with a phone's first page, so it reads the config startup loaded rather than the query cache.
 */
export function AppBanner({ onHide }: { onHide?: () => void } = {}) {
  const { t } = useAppBannerTranslation();
  const { pathname, search } = useLocation();
  const viewport = useViewportClass();
  const { isApp, deviceType, userAgent } = useDevice();
  const config = useLoadedAppConfig(useApiClient());
  const [hidden, setHidden] = useState(isAppBannerHidden);
  if (hidden || !showsAppBanner({ path: pathname, viewport, isApp, embedded: isEmbedded(search) })) return null;
  const href = appDownloadUrl(deviceType, userAgent, config?.[appDownloadUrlConfigKey]);
  return (
    <aside className={styles.banner} aria-label={t('title')}>
      <button
        type="button"
        className={styles.hide}
        aria-label={t('hide')}
        onClick={() => {
          hideAppBanner();
          setHidden(true);
          onHide?.();
        }}
      >
        <CloseIcon size={18} />
      </button>
      <span className={styles.icon}>
        <PhoneIcon size={22} strokeWidth={1.8} />
      </span>
      <span className={styles.text}>
        <strong>{t('title')}</strong>
        <span>{t('text')}</span>
      </span>
      <a className={styles.download} href={href} target="_blank" rel="noopener noreferrer">
        <span className={styles.long}>{t('download')}</span>
        <span className={styles.short}>{t('downloadShort')}</span>
      </a>
    </aside>
  );
}
