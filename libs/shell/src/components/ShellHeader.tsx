import { type Session } from '@seller-portal/contracts/core';
import clsx from 'clsx';
import { Avatar, BrandMark, Button } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { toggleHeaderSearch } from '../state/shell-state';
import { ChevronLeftIcon, SearchIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import { Brand, MenuButton, TopStrip, type HeaderProps } from './PublicHeader';
import { useShownMenus } from './shown-menus';
import { ShellLink, useNavigationHelper } from '@seller-portal/app-runtime';
import styles from './ShellHeader.module.css';

export { LanguageControl, PublicHeader, type HeaderProps } from './PublicHeader';

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

/**
 * The slim bar of a signed-in page whose header §2.8 hides on this viewport (the layout's `back`): the way back to
 * where the seller came from in the portal, or to the dashboard when the page was opened directly.
 */
export function BackBar() {
  const { t } = useShellTranslation();
  const navigation = useNavigationHelper();
  return (
    <nav className={clsx(styles.header, styles.backBar)} aria-label={t('header.backBar')}>
      <div className={clsx(styles.inner, styles.compactBar)}>
        <Button variant="ghost" className={styles.backButton} onClick={() => navigation.back()}>
          <ChevronLeftIcon />
          {t('header.back')}
        </Button>
      </div>
    </nav>
  );
}
