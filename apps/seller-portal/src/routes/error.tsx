import { recoverFromPreloadError, type RouteHandle } from '@seller-portal/app-runtime';
import { ShellErrorView } from '@seller-portal/shell';
import { CenteredPage } from '@seller-portal/ui';
import { useLocation } from 'react-router-dom';
import { useNavigationRules } from '../app/navigation-rules';

/** The code of /error/<code> and /404; an empty child is 404 (§2.1). */
export function errorCodeOf(pathname: string): number {
  const match = /^\/(?:error\/)?(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : 404;
}

/**
 * §8 error views on their own pages; each has a Back to Dashboard button and scrolls smoothly to the top. A page whose
 * chunk failed to preload reloads once first (a new deployment) and shows nothing meanwhile.
 */
export function ErrorPage({ code, error }: { code: number | string; error?: unknown }) {
  useNavigationRules();
  if (error !== undefined && recoverFromPreloadError(error) === 'reloading') return null;
  return (
    <CenteredPage>
      <ShellErrorView code={code} />
    </CenteredPage>
  );
}

function ErrorRoute() {
  const { pathname } = useLocation();
  return <ErrorPage code={errorCodeOf(pathname)} />;
}

export const Component = ErrorRoute;
export const handle: RouteHandle = { meta: { public: true, resetScroll: true } };
