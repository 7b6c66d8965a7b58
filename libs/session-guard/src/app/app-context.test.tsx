import { useApiClient } from '@seller-portal/api-client';
import { useTranslation } from '@seller-portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot, createAppContext } from './app-context';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Page() {
  const { t } = useTranslation('console');
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <p>
      {t('title')} {typeof client.get} {String(queryClient.getDefaultOptions().queries?.retry !== undefined)}
    </p>
  );
}

describe('createAppContext', () => {
  it('creates the router before the texts arrive, and the texts of the page’s language with the app’s namespaces', async () => {
    const order: string[] = [];
    const context = await createAppContext({
      createRouter: () => {
        order.push('router');
        return createMemoryRouter([{ path: '/', element: <Page /> }]);
      },
      resources: [{ ns: 'console', en: { title: 'Console' }, id: { title: 'Konsol' } }],
    });
    order.push('texts');
    expect(order).toEqual(['router', 'texts']);
    expect(context.i18n.language).toBe('id');
    expect(context.i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});

describe('AppRoot', () => {
  it('renders the router’s page with the texts, the API client and the query client of the context, and its children beside', async () => {
    const context = await createAppContext({
      createRouter: () => createMemoryRouter([{ path: '/', element: <Page /> }]),
      resources: [{ ns: 'console', en: { title: 'Console' }, id: { title: 'Konsol' } }],
    });
    render(
      <AppRoot context={context}>
        <aside>beside</aside>
      </AppRoot>,
    );
    expect(await screen.findByText('Konsol function true')).toBeTruthy();
    expect(screen.getByText('beside')).toBeTruthy();
  });
});
