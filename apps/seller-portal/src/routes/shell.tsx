import { FeatureSlots, MountedFeaturesProvider } from '@seller-portal/app-runtime';
import { RealtimeProvider } from '@seller-portal/realtime';
import { RequireSession, useSession } from '@seller-portal/session-guard';
import { ShellErrorView, ShellLayout } from '@seller-portal/shell';
import { Container, Spinner } from '@seller-portal/ui';
import { useDeferredValue } from 'react';
import { mountedFeatures } from '../app/modules';
import { useNavigationRules } from '../app/navigation-rules';
import styles from './shell.module.css';

/**
 * The guarded frame of every page that is not an account or error page: §4.3 guard inside the §2.8 chrome, with the
 * mounted features' always-on parts (their `header` and `shell` slots: the bell, toasts, modals, the tutorial tour).
 * A slot that must hear the socket's first events renders in the same pass as the page; the others load as chunks.
 */
function ShellRoute() {
  useNavigationRules();
  // Deferred as the shell's own chrome is (`ShellLayout`): the slots come with the deferred render that draws the page.
  const session = useDeferredValue(useSession().data);
  return (
    <MountedFeaturesProvider features={mountedFeatures}>
      {/* One realtime connection per tab for every page in the frame; it opens with the first page that subscribes. */}
      <RealtimeProvider>
        <ShellLayout headerActions={<FeatureSlots features={mountedFeatures} place="header" session={session} />}>
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
          <FeatureSlots features={mountedFeatures} place="shell" session={session} />
        </ShellLayout>
      </RealtimeProvider>
    </MountedFeaturesProvider>
  );
}

export const Component = ShellRoute;
