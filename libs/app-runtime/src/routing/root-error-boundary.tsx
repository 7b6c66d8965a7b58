import { lazy, Suspense, type ComponentType } from 'react';
import { useRouteError } from 'react-router-dom';

/** An app's §8 error view for a code. */
export type ErrorPageComponent = ComponentType<{ code: number | string; error?: unknown }>;

/**
 * The router's root error element: a page that failed to load or render shows the app's 500 view (§8), and the
 * cause is logged. The view gets the error (a chunk that failed to preload reloads the page once, §8). The error page is a chunk of its own so the first load stays small.
 */
export function createRootErrorBoundary(loadErrorPage: () => Promise<ErrorPageComponent>): ComponentType {
  const ErrorPage = lazy(() => loadErrorPage().then((component) => ({ default: component })));
  return function RootErrorBoundary() {
    const error = useRouteError();
    console.error(error);
    return (
      <Suspense fallback={null}>
        <ErrorPage code={500} error={error} />
      </Suspense>
    );
  };
}
