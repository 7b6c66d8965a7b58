import { type Session } from '@seller-portal/contracts/core';
import { helpMenuFeedbackEvent, sellerFeedbackEvent, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import clsx from 'clsx';
import { changeLanguage, type Language } from '@seller-portal/i18n';
import type { ShellLayoutState } from '@seller-portal/session-guard';
import { BrandMark, LanguageSwitch } from '@seller-portal/ui';
import { useAtom } from 'jotai';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom } from '../state/shell-state';
import { MenuIcon } from './icons';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import styles from './ShellHeader.module.css';

// The header's parts a visitor's page draws (`PublicLayout`), apart from the signed-in header's (its menus and their
// chat badge), which `ShellHeader.tsx` adds.

export function LanguageControl({ className }: { className?: string }) {
  const { i18n } = useShellTranslation();
  return (
    <LanguageSwitch
      size="sm"
      className={className}
      value={(i18n.resolvedLanguage ?? i18n.language) as Language}
      onChange={(lang) => void changeLanguage(i18n, lang)}
    />
  );
}

export function Brand({ home }: { home: string }) {
  const { t } = useShellTranslation();
  return (
    <ShellLink to={home} className={styles.brand} aria-label={t('header.home')}>
      <BrandMark size={32} className={styles.mark} />
      <span className={styles.brandName}>{t('appName', { ns: 'common' })}</span>
    </ShellLink>
  );
}

export function MenuButton() {
  const { t } = useShellTranslation();
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </button>
  );
}

/** §4.11 the help menu's survey: the seller surveys (mounted by the app for STORE sessions) open on this event. */
function giveFeedback() {
  const detail: SellerFeedbackEventDetail = { eventCode: helpMenuFeedbackEvent };
  window.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
}

export function TopStrip({ session }: { session?: Session }) {
  const { t } = useShellTranslation();
  // Help and Seller Learning once a mounted feature (or another frontend) serves them.
  const served = useIsServed(session);
  return (
    <div className={styles.topStrip}>
      <div className={styles.inner}>
        <span className={styles.tagline}>{t('header.tagline')}</span>
        <nav className={styles.stripLinks} aria-label={t('header.help')}>
          {served('/bantuan') && (
            <ShellLink to="/bantuan" className={styles.stripLink}>
              {t('header.help')}
            </ShellLink>
          )}
          {session?.mode?.type === 'STORE' && (
            <button type="button" className={clsx(styles.stripLink, styles.stripButton)} onClick={giveFeedback}>
              {t('header.feedback')}
            </button>
          )}
          {served('/learning') && (
            <ShellLink to="/learning" className={styles.stripLink}>
              {t('header.learning')}
            </ShellLink>
          )}
          <LanguageControl />
        </nav>
      </div>
    </div>
  );
}

export interface HeaderProps {
  layout: ShellLayoutState;
}

/** The public header of §2.7 pages, with the public action header (sign in, register) where the route asks for it. */
export function PublicHeader({ layout }: HeaderProps) {
  const { t } = useShellTranslation();
  const compact = layout.headerHeight === 56;
  const actions = (
    <span className={styles.actions}>
      <ShellLink to="/sign-in" className={styles.secondaryAction}>
        {t('header.signIn')}
      </ShellLink>
      {layout.publicActionHeader && !compact && (
        <ShellLink to="/register" className={styles.primaryAction}>
          {t('header.register')}
        </ShellLink>
      )}
    </span>
  );
  if (compact) {
    return (
      <header className={styles.header} style={{ height: layout.headerHeight }}>
        <div className={`${styles.inner} ${styles.compactBar}`}>
          <MenuButton />
          <Brand home="/" />
          <span className={styles.end}>{actions}</span>
        </div>
      </header>
    );
  }
  return (
    <header className={styles.header} style={{ height: layout.headerHeight }}>
      <TopStrip />
      <div className={styles.publicBar}>
        <div className={styles.inner}>
          <Brand home="/" />
          <nav className={styles.publicLinks} aria-label={t('header.mainNav')}>
            <ShellLink to="/mulai-berjualan" className={styles.publicLink} activeClassName={styles.publicLinkActive}>
              {t('header.startSelling')}
            </ShellLink>
            <ShellLink to="/learning" className={styles.publicLink} activeClassName={styles.publicLinkActive}>
              {t('header.learning')}
            </ShellLink>
            <ShellLink to="/bantuan" className={styles.publicLink} activeClassName={styles.publicLinkActive}>
              {t('header.help')}
            </ShellLink>
          </nav>
          <span className={styles.end}>{actions}</span>
        </div>
      </div>
    </header>
  );
}
