import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootErrorBoundary } from './root-error-boundary';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Broken(): never {
  throw new Error('the page failed');
}

function renderWith(loadErrorPage: Parameters<typeof createRootErrorBoundary>[0]) {
  const RootErrorBoundary = createRootErrorBoundary(loadErrorPage);
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RootErrorBoundary /> }]);
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the root error boundary (§8)', () => {
  it('shows the app’s error view with the error', async () => {
    renderWith(async () => ({ code, error }) => <h1>{`view ${code} ${(error as Error).message}`}</h1>);
    expect(await screen.findByRole('heading', { name: 'view 500 the page failed' })).toBeTruthy();
  });

  it('when the error view’s own chunk is gone too and the page has reloaded once already, says so in the shared texts', async () => {
    sessionStorage.setItem('error-view-reloaded', '1');
    renderWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/error-1a2b.js')));
    expect((await screen.findByRole('alert')).textContent).toBe('The system failed to process the data. Refresh the page and try again.');
  });
});
