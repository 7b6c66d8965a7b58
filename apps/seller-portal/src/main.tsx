import '@seller-portal/ui/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createPortalContext, type PortalContext } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page the server wrote into #root (its text, for readers without JavaScript) stays until the router has
 * the first page's modules, so the first render replaces it with the page rather than with an empty busy one.
 */
function firstPageLoaded({ router }: PortalContext): Promise<void> | undefined {
  if (router.state.initialized || !container?.childElementCount) return undefined;
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A promise rather than a top-level await, which would make the bundler split the first load into more files. The
// router and the texts start in a task of their own, after the one that ran the entry's modules: on a phone each is
// then short enough to answer a tap between them.
void new Promise((next) => setTimeout(next)).then(createPortalContext).then(async (context) => {
  await firstPageLoaded(context);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds (a click or a scroll on the page
  // the server drew is answered meanwhile) instead of holding the main thread until the whole tree is built.
  // Strict mode checks only in development (in a production build it is an empty wrapper the entry would carry).
  const app = <App context={context} />;
  startTransition(() => root.render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app));
});
