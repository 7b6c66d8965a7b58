import { useAppConfig, useLayout } from '@seller-portal/session-guard';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { appDownloadUrl, hideAppBanner, isAppBannerHidden } from '../lib/app-banner';
import { shellConfigKeys } from '../lib/shell-config';
import { CloseIcon, PhoneIcon } from './icons';
import styles from './AppBanner.module.css';

/**
 * §2.8 download-app banner on the start selling, support, help, business-development, sign-in and register
 * pages (mobile web). Hiding it sets the hide-app-banner cookie for one day; `onHide` lets the place kept for it go.
 */
export function AppBanner({ onHide }: { onHide?: () => void } = {}) {
  const { t } = useShellTranslation();
  const layout = useLayout();
  const { data: config } = useAppConfig();
  const [hidden, setHidden] = useState(isAppBannerHidden);
  if (!layout.appBanner || hidden) return null;
  const href = appDownloadUrl(layout.device.deviceType, layout.device.userAgent, config?.[shellConfigKeys.appDownloadUrl]);
  return (
    <aside className={styles.banner} aria-label={t('appBanner.title')}>
      <button
        type="button"
        className={styles.hide}
        aria-label={t('appBanner.hide')}
        onClick={() => {
          hideAppBanner();
          setHidden(true);
          onHide?.();
        }}
      >
        <CloseIcon size={18} />
      </button>
      <span className={styles.icon}>
        <PhoneIcon />
      </span>
      <span className={styles.text}>
        <strong>{t('appBanner.title')}</strong>
        <span>{t('appBanner.text')}</span>
      </span>
      <a className={styles.download} href={href} target="_blank" rel="noopener noreferrer">
        <span className={styles.long}>{t('appBanner.download')}</span>
        <span className={styles.short}>{t('appBanner.downloadShort')}</span>
      </a>
    </aside>
  );
}
