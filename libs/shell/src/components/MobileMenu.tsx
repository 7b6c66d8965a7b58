import type { Session } from '@seller-portal/contracts/core';
import { useShellTranslation } from '../i18n/resources';
import { MenuLinks } from './MenuLinks';
import { MobileMenuSheet, PublicMobileMenu } from './PublicMobileMenu';
import { useShownMenus } from './shown-menus';
import { Identity } from './ShellHeader';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import styles from './MobileMenu.module.css';

/**
 * §2.8 the mobile menu: a drawer with the account, the session's menus, the language and sign-out (or
 * sign-in and register for visitors). It closes on navigation and when the window gets wide.
 */
export function MobileMenu({ session, wide }: { session: Session | null | undefined; wide: boolean }) {
  const { t } = useShellTranslation();
  const menus = useShownMenus(session);
  const served = useIsServed(session);

  if (!session) return <PublicMobileMenu wide={wide} />;
  return (
    <MobileMenuSheet
      wide={wide}
      links={(close) => (
        <>
          <div className={styles.account}>
            <Identity session={session} />
          </div>
          <nav aria-label={t('header.mainNav')} className={styles.nav}>
            <MenuLinks menus={menus} layout="panel" onNavigate={close} />
          </nav>
          <ShellLink to="/change-password" className={styles.link} onNavigate={close}>
            {t('header.accountSecurity')}
          </ShellLink>
          {/* The desktop's top strip: help and Seller Learning, which a phone reaches from here. */}
          {served('/bantuan') && (
            <ShellLink to="/bantuan" className={styles.link} onNavigate={close}>
              {t('header.help')}
            </ShellLink>
          )}
          {served('/learning') && (
            <ShellLink to="/learning" className={styles.link} onNavigate={close}>
              {t('header.learning')}
            </ShellLink>
          )}
        </>
      )}
      actions={(close) => (
        <ShellLink to="/sign-out" className={styles.signOut} onNavigate={close}>
          {t('signOut', { ns: 'common' })}
        </ShellLink>
      )}
    />
  );
}
