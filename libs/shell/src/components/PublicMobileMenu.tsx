import { ShellLink } from '@seller-portal/app-runtime';
import { Sheet, SheetClose, SheetTitle } from '@seller-portal/ui/overlays';
import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom } from '../state/shell-state';
import { CloseIcon } from './icons';
import { LanguageControl } from './PublicHeader';
import styles from './MobileMenu.module.css';

/**
 * §2.8 the mobile menu's drawer: its title and close button, `links`, then the language and `actions`. It closes on
 * navigation and when the window gets wide; `close` closes it at once (a link's click).
 */
export function MobileMenuSheet({
  wide,
  links,
  actions,
}: {
  wide: boolean;
  links: (close: () => void) => ReactNode;
  actions: (close: () => void) => ReactNode;
}) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [pathname, wide, setOpen]);

  return (
    <Sheet open={open} onOpenChange={setOpen} overlayClassName={styles.overlay} className={styles.drawer}>
      <div className={styles.top}>
        <SheetTitle className={styles.title}>{t('header.account')}</SheetTitle>
        <SheetClose className={styles.close} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </SheetClose>
      </div>
      {links(close)}
      <div className={styles.bottom}>
        <LanguageControl />
        {actions(close)}
      </div>
    </Sheet>
  );
}

/** A visitor's links in the mobile menu: the public pages of the header. */
export function VisitorLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useShellTranslation();
  return (
    <nav aria-label={t('header.mainNav')} className={styles.nav}>
      <ul className={styles.links}>
        <li>
          <ShellLink to="/mulai-berjualan" className={styles.link} onNavigate={onNavigate}>
            {t('header.startSelling')}
          </ShellLink>
        </li>
        <li>
          <ShellLink to="/learning" className={styles.link} onNavigate={onNavigate}>
            {t('header.learning')}
          </ShellLink>
        </li>
        <li>
          <ShellLink to="/bantuan" className={styles.link} onNavigate={onNavigate}>
            {t('header.help')}
          </ShellLink>
        </li>
      </ul>
    </nav>
  );
}

/** A visitor's actions at the foot of the mobile menu: sign in and register. */
export function VisitorActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useShellTranslation();
  return (
    <span className={styles.visitorActions}>
      <ShellLink to="/sign-in" className={styles.signOut} onNavigate={onNavigate}>
        {t('header.signIn')}
      </ShellLink>
      <ShellLink to="/register" className={styles.register} onNavigate={onNavigate}>
        {t('header.register')}
      </ShellLink>
    </span>
  );
}

/** The mobile menu of a public page's frame for a visitor (`PublicLayout`): the public links, sign in and register. */
export function PublicMobileMenu({ wide }: { wide: boolean }) {
  return <MobileMenuSheet wide={wide} links={(close) => <VisitorLinks onNavigate={close} />} actions={(close) => <VisitorActions onNavigate={close} />} />;
}
