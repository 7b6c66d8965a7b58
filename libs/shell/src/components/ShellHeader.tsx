import { type Session } from '@seller-portal/contracts/core';
import { helpMenuFeedbackEvent, sellerFeedbackEvent, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import clsx from 'clsx';
import { changeLanguage, type Language } from '@seller-portal/i18n';
import type { ShellLayoutState } from '@seller-portal/session-guard';
import { Avatar, BrandMark, LanguageSwitch } from '@seller-portal/ui';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom, toggleHeaderSearch } from '../state/shell-state';
import { MenuIcon, SearchIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import { useShownMenus } from './shown-menus';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import styles from './ShellHeader.module.css';

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

export function displayNameOf(session: Session): string {
  return session.customFields.displayName || session.username;
}

export function Identity({ session }: { session: Session }) {
  const name = displayNameOf(session);
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

function Brand({ home }: { home: string }) {
  const { t } = useShellTranslation();
  return (
    <ShellLink to={home} className={styles.brand} aria-label={t('header.home')}>
      <BrandMark size={32} className={styles.mark} />
      <span className={styles.brandName}>{t('appName', { ns: 'common' })}</span>
    </ShellLink>
  );
}

function MenuButton() {
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

function SearchButton({ wide }: { wide?: boolean }) {
  const { t } = useShellTranslation();
  if (!wide) {
    return (
      <button type="button" className={styles.iconButton} aria-label={t('header.search')} onClick={() => toggleHeaderSearch()}>
        <SearchIcon />
      </button>
    );
  }
  return (
    <button type="button" className={styles.searchField} onClick={() => toggleHeaderSearch()}>
      <SearchIcon size={18} />
      <span>{t('header.search')}</span>
    </button>
  );
}

/** §4.11 the help menu's survey: the seller surveys (mounted by the app for STORE sessions) open on this event. */
function giveFeedback() {
  const detail: SellerFeedbackEventDetail = { eventCode: helpMenuFeedbackEvent };
  window.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
}

function TopStrip({ session }: { session?: Session }) {
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

/** The signed-in header: 177 px on desktops (strip, main bar, menus), 56 px on phones, tablets and in the apps (§9). */
export function FullHeader({ layout, session, actions }: HeaderProps & { session: Session; actions?: ReactNode }) {
  const { t } = useShellTranslation();
  const compact = layout.headerHeight === 56;
  const menus = useShownMenus(session);
  if (compact) {
    return (
      <header className={styles.header} style={{ height: layout.headerHeight }}>
        <div className={clsx(styles.inner, styles.compactBar, actions && styles.withActions)}>
          <MenuButton />
          <Brand home="/dashboard" />
          <span className={styles.end}>
            <SearchButton />
            {actions}
            <Avatar name={session.customFields.storeName || displayNameOf(session)} size="sm" />
          </span>
        </div>
      </header>
    );
  }
  return (
    <header className={styles.header} style={{ height: layout.headerHeight }}>
      <TopStrip session={session} />
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Brand home="/dashboard" />
          <SearchButton wide />
          <span className={styles.end}>
            {actions}
            <Identity session={session} />
            <ShellLink to="/change-password" className={styles.signOut}>
              {t('header.accountSecurity')}
            </ShellLink>
            <ShellLink to="/sign-out" className={styles.signOut}>
              {t('signOut', { ns: 'common' })}
            </ShellLink>
          </span>
        </div>
      </div>
      <nav className={styles.navBar} aria-label={t('header.mainNav')}>
        <div className={styles.inner}>
          <MenuLinks menus={menus} layout="bar" />
        </div>
      </nav>
    </header>
  );
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

/**
 * §2.8 sticky header placeholder: the header's space, at its §9 height, while the session it shows is still on
 * its way, so nothing jumps when the header arrives.
 */
export function StickyHeaderPlaceholder({ height }: { height: number }) {
  const { t } = useShellTranslation();
  return (
    <div className={styles.header} style={{ height }} aria-busy="true" aria-label={t('header.loading')}>
      <div className={`${styles.inner} ${styles.compactBar}`}>
        <span className={styles.brand}>
          <BrandMark size={32} className={styles.mark} />
        </span>
      </div>
    </div>
  );
}
