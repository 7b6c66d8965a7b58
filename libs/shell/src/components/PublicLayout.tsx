import { useLanguageQuery } from '@seller-portal/app-runtime';
import { useErrorMode, useLayout } from '@seller-portal/session-guard';
import { Container } from '@seller-portal/ui';
import type { CSSProperties, ReactNode } from 'react';
import { Footer } from './Footer';
import { GenericAlert } from './GenericAlert';
import { NotOnAppModal } from './NotOnAppModal';
import { ShellErrorView } from './ShellErrorView';
import { PublicHeader } from './PublicHeader';
import { PublicMobileMenu } from './PublicMobileMenu';
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
  const errorMode = useErrorMode();
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
      <main id="main" tabIndex={-1} className={styles.main} data-bottom-navbar={layout.bottomNavbar || undefined}>
        {errorMode !== 0 ? (
          <Container>
            <ShellErrorView code={errorMode} />
          </Container>
        ) : (
          children
        )}
      </main>
      {layout.footer && <Footer />}
      {(layout.header !== 'none' || layout.bottomNavbar) && <PublicMobileMenu wide={layout.viewport === 'desktop'} />}
      <GenericAlert />
      <NotOnAppModal />
    </div>
  );
}
