import { useTranslation } from '@seller-portal/i18n';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useRouteError } from 'react-router-dom';

/** An app's §8 error view for a code. */
export type ErrorPageComponent = ComponentType<{ code: number | string; error?: unknown }>;

/**
 * The router's root error element: a page that failed to load or render shows the app's 500 view (§8), and the
 * cause is logged. The view gets the error (a chunk that failed to preload reloads the page once, §8). The error page is a chunk of its own so the first load stays small.
 */
export function createRootErrorBoundary(loadErrorPage: () => Promise<ErrorPageComponent>): ComponentType {
  const ErrorPage = lazy(() =>
    loadErrorPage().then(
      (component): { default: ErrorPageComponent } => ({ default: component }),
      (): { default: ErrorPageComponent } => ({ default: ErrorPageGone }),
    ),
  );
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

/**
 * §8 the error view's own chunk did not load either (a deployment replaced the files this page knew): the page reloads
 * once to pick up the new ones, then says what happened with the shared texts of the first load.
 */
function ErrorPageGone() {
  const { t } = useTranslation('errors');
  let reloaded = true;
  try {
    reloaded = sessionStorage.getItem(errorPageReloadKey) !== null;
  } catch {
    // Blocked storage cannot remember a reload: no loop, the text shows.
  }
  useEffect(() => {
    if (reloaded) return;
    sessionStorage.setItem(errorPageReloadKey, '1');
    window.location.reload();
  }, [reloaded]);
  return reloaded ? <p role="alert">{t('PMU504000')}</p> : null;
}

const errorPageReloadKey = 'error-view-reloaded';
