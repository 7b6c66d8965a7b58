import '@seller-portal/ui/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createPortalContext, type PortalContext } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page the server wrote into #root (its text, for readers without JavaScript) stays until the router has
 * the first page's modules, so the first render replaces it with the page rather than with an empty busy one.
 */
function firstPageLoaded({ router }: PortalContext): Promise<void> {
  if (router.state.initialized || container?.childElementCount === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A promise rather than a top-level await, which would make the bundler split the first load into more files.
void createPortalContext().then(async (context) => {
  await firstPageLoaded(context);
  createRoot(container).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
});
