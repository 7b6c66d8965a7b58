import { RequireSession } from '@seller-portal/session-guard';
import { ErrorView, Spinner } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './SessionRequired.module.css';

function Centered({ children }: { children: ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}

/**
 * The §4.3 guard around an account page that needs a session (change password, switch session, contact
 * verification): these pages live outside the signed-in shell, so they carry the guard themselves.
 */
export function SessionRequired({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toDashboard = () => navigate('/dashboard');
  return (
    <RequireSession
      pending={
        <Centered>
          <Spinner size="lg" />
        </Centered>
      }
      forbidden={
        <Centered>
          <ErrorView code={403} onBack={toDashboard} />
        </Centered>
      }
      failed={
        <Centered>
          <ErrorView code={500} onBack={toDashboard} />
        </Centered>
      }
    >
      {children}
    </RequireSession>
  );
}
