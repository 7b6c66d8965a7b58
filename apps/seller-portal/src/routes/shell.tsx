import { RealtimeProvider } from '@seller-portal/realtime';
import { RequireSession, useSession } from '@seller-portal/session-guard';
import { ShellErrorView, ShellLayout } from '@seller-portal/shell';
import { TutorialTour } from '@seller-portal/seller-education';
import { IdVerificationModalHost } from '@seller-portal/store-verification';
import { NotificationBell } from '@seller-portal/notifications';
import { Container, Spinner } from '@seller-portal/ui';
import { lazy, Suspense } from 'react';
import { ChatListening } from '../app/chat-listening';
import { useNavigationRules } from '../app/navigation-rules';
import OrderRuntime from '../app/order-runtime';
import styles from './shell.module.css';

// §4.10 seller chat's desktop notifications, toasts and unread title: its code loads with the shell's pages, inside the
// shell's own chat connection (ChatListening), which holds what it hears until they come.
const ChatRuntime = lazy(() => import('../app/chat-runtime'));

/** The bell's 44 px while its chunk loads, for the sessions that get one: the header never moves when it comes. */
function BellSlot() {
  const { data: session } = useSession();
  return session?.mode?.type === 'STORE' ? <span className={styles.bellSlot} aria-hidden="true" /> : null;
}

/** The guarded frame of every page that is not an account or error page: §4.3 guard inside the §2.8 chrome. */
function ShellRoute() {
  useNavigationRules();
  return (
    // One realtime connection per tab for every page in the frame; it opens with the first page that subscribes.
    <RealtimeProvider>
      <ShellLayout
        headerActions={
          // The bell of STORE sessions: its own chunk, so the header draws at once (its place kept) and the count follows.
          <Suspense fallback={<BellSlot />}>
            <NotificationBell />
          </Suspense>
        }
      >
        <RequireSession
          pending={
            <div className={styles.pending}>
              <Spinner size="lg" />
            </div>
          }
          forbidden={
            <Container>
              <ShellErrorView code={403} />
            </Container>
          }
          failed={
            <Container>
              <ShellErrorView code={500} />
            </Container>
          }
        />
        {/* §4.7 a tutorial not completed yet runs over its page. */}
        <Suspense fallback={null}>
          <TutorialTour />
        </Suspense>
        {/* §4.5 decides for itself (session, config, cookie, the modal queue) and loads its dialog only to show it. */}
        <IdVerificationModalHost />
        <ChatListening>
          <Suspense fallback={null}>
            <ChatRuntime />
          </Suspense>
        </ChatListening>
        {/* New orders on any page (a toast, a desktop notification). Not lazy: it renders in the same pass as the page, so
            it listens before the socket opens (a lazy chunk could come after the socket's first events, never to hear them). */}
        <OrderRuntime />
      </ShellLayout>
    </RealtimeProvider>
  );
}

export const Component = ShellRoute;
