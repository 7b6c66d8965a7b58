import { type RouteHandle } from '@seller-portal/app-runtime';
import { RequireSession } from '@seller-portal/session-guard';
import { CenteredPage, Spinner } from '@seller-portal/ui';
import { Outlet } from 'react-router-dom';
import { ConsoleLayout } from '../console/ConsoleLayout';
import { Forbidden } from '../console/Forbidden';
import { ErrorPage } from './error';

/** Every console page needs an INTERNAL session (§6) and the page's own permission (§2.4); others see "No access". */
function GuardedRoute() {
  return (
    <RequireSession
      pending={
        <CenteredPage as="div">
          <Spinner size="lg" />
        </CenteredPage>
      }
      forbidden={<Forbidden />}
      failed={<ErrorPage code={500} />}
    >
      <ConsoleLayout>
        <Outlet />
      </ConsoleLayout>
    </RequireSession>
  );
}

export const Component = GuardedRoute;
export const handle: RouteHandle = { meta: { mode: 'INTERNAL' } };
