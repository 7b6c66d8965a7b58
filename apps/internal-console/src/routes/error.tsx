import { recoverFromPreloadError, type RouteHandle } from '@seller-portal/app-runtime';
import { CenteredPage, ErrorView } from '@seller-portal/ui';
import { useNavigate, useParams } from 'react-router-dom';

/** §8 error views; "back" is the console's home. A page whose chunk failed to preload reloads once first (a new deployment). */
export function ErrorPage({ code, error }: { code: number | string; error?: unknown }) {
  const navigate = useNavigate();
  if (error !== undefined && recoverFromPreloadError(error) === 'reloading') return null;
  return (
    <CenteredPage>
      <ErrorView code={code} onBack={() => navigate('/')} />
    </CenteredPage>
  );
}

function ErrorRoute() {
  const { code } = useParams();
  return <ErrorPage code={code ?? 404} />;
}

export const Component = ErrorRoute;
export const handle: RouteHandle = { meta: { public: true, resetScroll: true } };
