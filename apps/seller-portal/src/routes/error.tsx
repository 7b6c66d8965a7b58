import type { RouteHandle } from '@seller-portal/session-guard';
import { ErrorView } from '@seller-portal/ui';
import { useNavigate, useParams } from 'react-router-dom';
import styles from './error.module.css';

/** §8 error views; each has a Back to Dashboard button. */
export function ErrorPage({ code }: { code: number | string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <ErrorView code={code} onBack={() => navigate('/dashboard')} />
    </main>
  );
}

/** /error/:code (500, 503, 403, 404, 408), /404 and every unknown path: an empty or unknown code is 404. */
function ErrorRoute() {
  const { code } = useParams();
  return <ErrorPage code={code ?? 404} />;
}

export const Component = ErrorRoute;
export const handle: RouteHandle = { meta: { public: true, resetScroll: true } };
