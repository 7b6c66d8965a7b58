import { RequireSession } from '@seller-portal/session-guard';
import { ErrorView, Spinner } from '@seller-portal/ui';
import { Outlet, useNavigate } from 'react-router-dom';
import { ShellLayout } from '../shell/ShellLayout';
import styles from './startup.module.css';
import { ErrorPage } from './error';

function Pending() {
  return (
    <div className={styles.page}>
      <Spinner size="lg" />
    </div>
  );
}

function Forbidden() {
  const navigate = useNavigate();
  return (
    <ShellLayout>
      <ErrorView code={403} onBack={() => navigate('/dashboard')} />
    </ShellLayout>
  );
}

/** The signed-in area: §4.3 guard around the header-and-menus frame. */
function ShellRoute() {
  return (
    <RequireSession pending={<Pending />} forbidden={<Forbidden />} failed={<ErrorPage code={500} />}>
      <ShellLayout>
        <Outlet />
      </ShellLayout>
    </RequireSession>
  );
}

export const Component = ShellRoute;
