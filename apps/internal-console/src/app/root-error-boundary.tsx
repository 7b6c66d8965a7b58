import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router-dom';

const ErrorPage = lazy(() => import('../routes/error').then((module) => ({ default: module.ErrorPage })));

/** A page that failed to load or render shows the 500 view (§8), and the cause is logged. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorPage code={500} />
    </Suspense>
  );
}
