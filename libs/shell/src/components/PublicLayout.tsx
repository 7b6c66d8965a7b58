import { useLanguageQuery } from '@seller-portal/app-runtime';
import { useLayout } from '@seller-portal/session-guard';
import type { CSSProperties, ReactNode } from 'react';
import { Footer } from './Footer';
import { GenericAlert } from './GenericAlert';
import { NotOnAppModal } from './NotOnAppModal';
import { PublicHeader } from './PublicHeader';
import { PublicMobileMenu } from './PublicMobileMenu';
import { ShellMain } from './ShellMain';
import { useShellTranslation } from '../i18n/resources';
import styles from './ShellLayout.module.css';

/**
 * The frame of a public page (§2.2, §2.7) for a visitor without a session: what `ShellLayout` draws for such a page
 * (the public header, the page, the footer, the mobile menu, the alert and the §8 'Not available on app' modal), without
 * the signed-in header, its bars, search and prompts, so a visitor's page loads none of them.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  useLanguageQuery();
  const layout = useLayout();
  return (
    <div
      className={styles.shell}
      data-viewport={layout.viewport}
      data-embedded={layout.embedded || undefined}
      style={{ '--shell-header-height': `${layout.headerHeight}px` } as CSSProperties}
    >
      <a className={styles.skipLink} href="#main">
        {t('header.skipToContent')}
      </a>
      {layout.header === 'public' && <PublicHeader layout={layout} />}
      <ShellMain>{children}</ShellMain>
      {layout.footer && <Footer />}
      {(layout.header !== 'none' || layout.bottomNavbar) && <PublicMobileMenu wide={layout.viewport === 'desktop'} />}
      <GenericAlert />
      <NotOnAppModal />
    </div>
  );
}
