import { useLanguageQuery } from '@seller-portal/app-runtime';
import { hidesHeader } from '@seller-portal/device-layout';
import { useLayout, useSession } from '@seller-portal/session-guard';
import { useDeferredValue, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BalancesBar } from './BalancesBar';
import barStyles from './BalancesBar.module.css';
import { BottomNavbar } from './BottomNavbar';
import { Footer } from './Footer';
import { GenericAlert } from './GenericAlert';
import { KeyboardHelp } from './KeyboardHelp';
import { MobileMenu } from './MobileMenu';
import { NotOnAppModal } from './NotOnAppModal';
import { BackBar, FullHeader, PublicHeader, StickyHeaderPlaceholder } from './ShellHeader';
import { ShellMain } from './ShellMain';
import { useShellTranslation } from '../i18n/resources';
import { UniversalSearch } from './UniversalSearch';
import { WebPushPrompt } from './WebPushPrompt';
import styles from './ShellLayout.module.css';

/**
 * The portal's frame (§2.8): the header the layout rules choose for the route, viewport and device (or the
 * sticky header placeholder while the session loads), the mobile balances bar, the page (or the view of its error mode,
 * §4.3), the footer, the bottom navbar, the mobile menu, the universal search, the web push prompt, the alert and the §8 'Not available on app' modal.
 * `headerActions` is what the app adds to the signed-in header beside the account (the notification bell).
 */
export function ShellLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  useLanguageQuery();
  const layout = useLayout();
  const session = useSession();
  // The session's answer is a synchronous update (the query's store): the chrome it completes (the header, the bars,
  // the menus) is drawn by a deferred render that yields to the browser as it builds, with the page (`RequireSession`).
  const signedIn = useDeferredValue(session.data ?? null);
  const sessionPending = useDeferredValue(session.isPending);
  // A protected page whose session is on its way keeps the header's space, so nothing jumps when it arrives (and a page
  // that shows no header on this viewport, such as the chat on a phone, keeps none).
  const headerPending = !layout.isPublicPage && sessionPending && !layout.embedded && !hidesHeader(pathname, layout.viewport);
  const pendingHeight = layout.viewport === 'desktop' && !layout.device.isApp ? 177 : 56;
  const headerHeight = headerPending ? pendingHeight : layout.headerHeight;
  // The shell now draws what the server's frame showed (its own style hid it in the same paint): it leaves the page in
  // the same commit, so the page never holds both.
  useLayoutEffect(() => {
    if (!sessionPending) document.getElementById('shell-frame')?.remove();
  }, [sessionPending]);

  return (
    <div
      className={styles.shell}
      data-viewport={layout.viewport}
      data-embedded={layout.embedded || undefined}
      // The server's frame of a daily page (apps/api static `shell-frame.ts`) stays drawn over the shell until its session is here.
      data-shell-pending={sessionPending || undefined}
      style={{ '--shell-header-height': `${headerHeight}px` } as CSSProperties}
    >
      <a className={styles.skipLink} href="#main">
        {t('header.skipToContent')}
      </a>
      {headerPending && <StickyHeaderPlaceholder height={pendingHeight} />}
      {layout.header === 'full' && signedIn && <FullHeader layout={layout} session={signedIn} actions={headerActions} />}
      {layout.header === 'public' && <PublicHeader layout={layout} />}
      {layout.header === 'back' && <BackBar />}
      {layout.balancesBar && (signedIn ? <BalancesBar session={signedIn} /> : headerPending && <div className={barStyles.bar} />)}
      <ShellMain signedInPage={!layout.isPublicPage}>{children}</ShellMain>
      {layout.footer && <Footer />}
      {layout.bottomNavbar && signedIn && <BottomNavbar session={signedIn} />}
      {(layout.header === 'full' || layout.header === 'public' || layout.bottomNavbar) && (
        <MobileMenu session={signedIn} wide={layout.viewport === 'desktop'} />
      )}
      {signedIn && <UniversalSearch session={signedIn} />}
      {signedIn && <KeyboardHelp />}
      {/* New orders and customer chats are what a seller is notified about. */}
      {signedIn?.mode?.type === 'STORE' && !layout.embedded && <WebPushPrompt raised={layout.bottomNavbar} />}
      <GenericAlert />
      <NotOnAppModal />
    </div>
  );
}
