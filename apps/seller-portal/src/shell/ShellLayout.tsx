import type { Session } from '@seller-portal/contracts';
import { changeLanguage, type Language } from '@seller-portal/i18n';
import { useSession } from '@seller-portal/session-guard';
import { Avatar, Container, Header, LanguageSwitch, useViewport } from '@seller-portal/ui';
import { useAtom } from 'jotai';
import { useEffect, useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePortalTranslation } from '../i18n/resources';
import { Logo } from './Logo';
import { MenuLinks } from './MenuLinks';
import { mobileMenuOpenAtom } from './menu-state';
import styles from './ShellLayout.module.css';

function Identity({ session }: { session: Session }) {
  const name = session.customFields.displayName || session.username;
  const store = session.customFields.storeName;
  return (
    <span className={styles.identity}>
      <Avatar name={store || name} size="sm" />
      <span className={styles.identityText}>
        <span className={styles.identityName}>{name}</span>
        {store && <span className={styles.identityStore}>{store}</span>}
      </span>
    </span>
  );
}

function SignOutLink({ className }: { className?: string }) {
  const { t } = usePortalTranslation();
  return (
    <Link className={className ?? styles.signOut} to="/sign-out">
      {t('signOut', { ns: 'common' })}
    </Link>
  );
}

function LanguageControl() {
  const { i18n } = usePortalTranslation();
  return (
    <LanguageSwitch
      size="sm"
      value={(i18n.resolvedLanguage ?? i18n.language) as Language}
      onChange={(lang) => void changeLanguage(i18n, lang)}
    />
  );
}

/**
 * The signed-in frame: header with the logo, the user and store, the session's menus, a language
 * switch and sign-out; on phones and tablets (§9: 56px header) the menus sit behind a menu button.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = usePortalTranslation();
  const { data: session } = useSession();
  const viewport = useViewport();
  const compact = viewport !== 'desktop';
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const { pathname } = useLocation();
  const panelId = useId();

  // A followed link or a wider window closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname, compact, setMenuOpen]);

  if (!session) return null;
  const logo = (
    <Link to="/dashboard" className={styles.brand} aria-label={t('shell.home')}>
      <Logo />
      <span className={styles.brandName}>{t('appName', { ns: 'common' })}</span>
    </Link>
  );

  return (
    <div className={styles.shell}>
      {compact ? (
        <Header
          logo={
            <span className={styles.compactStart}>
              <button
                type="button"
                className={styles.menuButton}
                aria-expanded={menuOpen}
                aria-controls={panelId}
                aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <span className={menuOpen ? styles.menuIconOpen : styles.menuIcon} aria-hidden="true" />
              </button>
              {logo}
            </span>
          }
          end={<Avatar name={session.customFields.storeName || session.customFields.displayName || session.username} size="sm" />}
        >
          {menuOpen && (
            <div id={panelId} className={styles.panel}>
              <div className={styles.panelAccount}>
                <Identity session={session} />
              </div>
              <nav aria-label={t('shell.mainNav')}>
                <MenuLinks menus={session.menus} layout="panel" onNavigate={() => setMenuOpen(false)} />
              </nav>
              <div className={styles.panelFooter}>
                <LanguageControl />
                <SignOutLink />
              </div>
            </div>
          )}
        </Header>
      ) : (
        <Header logo={logo} end={<DesktopEnd session={session} />} />
      )}
      {!compact && session.menus.length > 0 && (
        <nav className={styles.navBar} aria-label={t('shell.mainNav')}>
          <Container>
            <MenuLinks menus={session.menus} layout="bar" />
          </Container>
        </nav>
      )}
      <main className={styles.main}>{children}</main>
    </div>
  );
}

function DesktopEnd({ session }: { session: Session }) {
  return (
    <span className={styles.desktopEnd}>
      <LanguageControl />
      <Identity session={session} />
      <SignOutLink />
    </span>
  );
}
