import type { Session } from '@seller-portal/contracts/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom } from '../state/shell-state';
import { CloseIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import { useShownMenus } from './shown-menus';
import { Identity, LanguageControl } from './ShellHeader';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import { Sheet, SheetClose, SheetTitle } from '@seller-portal/ui/overlays';
import styles from './MobileMenu.module.css';

/**
 * §2.8 the mobile menu: a drawer with the account, the session's menus, the language and sign-out (or
 * sign-in and register for visitors). It closes on navigation and when the window gets wide.
 */
export function MobileMenu({ session, wide }: { session: Session | null | undefined; wide: boolean }) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const menus = useShownMenus(session);
  const served = useIsServed(session);

  useEffect(() => setOpen(false), [pathname, wide, setOpen]);

  return (
    <Sheet open={open} onOpenChange={setOpen} overlayClassName={styles.overlay} className={styles.drawer}>
      <div className={styles.top}>
        <SheetTitle className={styles.title}>{t('header.account')}</SheetTitle>
        <SheetClose className={styles.close} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </SheetClose>
      </div>
      {session ? (
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
      ) : (
        <nav aria-label={t('header.mainNav')} className={styles.nav}>
          <ul className={styles.links}>
            <li>
              <ShellLink to="/mulai-berjualan" className={styles.link} onNavigate={close}>
                {t('header.startSelling')}
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/learning" className={styles.link} onNavigate={close}>
                {t('header.learning')}
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/bantuan" className={styles.link} onNavigate={close}>
                {t('header.help')}
              </ShellLink>
            </li>
          </ul>
        </nav>
      )}
      <div className={styles.bottom}>
        <LanguageControl />
        {session ? (
          <ShellLink to="/sign-out" className={styles.signOut} onNavigate={close}>
            {t('signOut', { ns: 'common' })}
          </ShellLink>
        ) : (
          <span className={styles.visitorActions}>
            <ShellLink to="/sign-in" className={styles.signOut} onNavigate={close}>
              {t('header.signIn')}
            </ShellLink>
            <ShellLink to="/register" className={styles.register} onNavigate={close}>
              {t('header.register')}
            </ShellLink>
          </span>
        )}
      </div>
    </Sheet>
  );
}
