import { useErrorMode, useLayout } from '@seller-portal/session-guard';
import { Container } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import { ShellErrorView } from './ShellErrorView';
import styles from './ShellLayout.module.css';

/**
 * The page's `main` region of both frames (`ShellLayout`, `PublicLayout`), the skip link's target: the page, or the
 * view of the §4.3 error mode while one is set. `signedInPage` marks a protected page's region for the shell's style.
 */
export function ShellMain({ children, signedInPage = false }: { children: ReactNode; signedInPage?: boolean }) {
  const layout = useLayout();
  const errorMode = useErrorMode();
  return (
    <main id="main" tabIndex={-1} className={styles.main} data-bottom-navbar={layout.bottomNavbar || undefined} data-signed-in-page={signedInPage || undefined}>
      {errorMode !== 0 ? (
        <Container>
          <ShellErrorView code={errorMode} />
        </Container>
      ) : (
        children
      )}
    </main>
  );
}
