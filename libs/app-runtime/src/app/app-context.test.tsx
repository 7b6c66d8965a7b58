import { useApiClient } from '@seller-portal/api-client';
import { useTranslation } from '@seller-portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { useNavigationHelper, type NavigationEnvironment } from '../navigation/use-navigation';
import { useLanguageQuery } from '../routing/use-language-query';
import { AppRoot, createAppContext } from './app-context';
import { WithQueryClient } from './query-client-source';

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

describe('a first page drawn without the query client (queriesAfterFirstPaint)', () => {
  it('draws at once, loads the client after the first frame, then draws what needs it', async () => {
    const context = await createAppContext({
      createRouter: () =>
        createMemoryRouter([
          {
            path: '/',
            element: (
              <>
                <h1>the form</h1>
                <WithQueryClient>
                  <Page />
                </WithQueryClient>
              </>
            ),
          },
        ]),
      resources: [{ ns: 'console', en: { title: 'Console' }, id: { title: 'Konsol' } }],
      queriesAfterFirstPaint: true,
    });
    expect(context.queries.current).toBeNull();
    render(<AppRoot context={context} />);
    expect(screen.getByRole('heading', { name: 'the form' })).toBeTruthy();
    expect(screen.queryByText(/Konsol/)).toBeNull();
    expect(await screen.findByText('Konsol function true')).toBeTruthy();
    expect(context.queries.current).not.toBeNull();
  });

  it('brings the client sooner to whoever asks for it, the same one every time', async () => {
    const context = await createAppContext({ createRouter: () => createMemoryRouter([{ path: '/', element: null }]), queriesAfterFirstPaint: true });
    const [first, second] = await Promise.all([context.queries.load(), context.queries.load()]);
    expect(first).toBe(second);
    expect(context.queries.current).toBe(first);
  });
});

describe('useLanguageQuery', () => {
  afterEach(() => {
    document.cookie = 'Partners-Language=; path=/; max-age=0';
  });

  function Frame() {
    useLanguageQuery();
    const { t } = useTranslation();
    return <p>{t('signOut')}</p>;
  }

  it('follows a ?lang of an address the app moves to, with the shared texts of that language (§5)', async () => {
    const context = await createAppContext({ createRouter: () => createMemoryRouter([{ path: '*', element: <Frame /> }]) });
    render(<AppRoot context={context} />);
    expect(await screen.findByText('Keluar')).toBeTruthy();
    await act(() => context.router.navigate('/orders?lang=en'));
    expect(await screen.findByText('Sign out')).toBeTruthy();
    await act(() => context.router.navigate('/orders?tab=new'));
    expect(context.i18n.language).toBe('en');
    await act(() => context.router.navigate('/dashboard?lang=id'));
    expect(await screen.findByText('Keluar')).toBeTruthy();
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

describe('the page-wide state of the context', () => {
  const environment = { location: { origin: 'https://seller.example', assign: vi.fn(), replace: vi.fn() }, open: vi.fn(), history: { back: vi.fn() } };
  function Go() {
    const helper = useNavigationHelper((): NavigationEnvironment => environment);
    return <button onClick={() => helper.navigateTo('/legacy')}>go</button>;
  }
  const contextOf = () => createAppContext({ createRouter: () => createMemoryRouter([{ path: '*', element: <Go /> }]) });

  it('starts with every path routed and follows the rules its app sets, which another context never sees', async () => {
    const [first, second] = [await contextOf(), await contextOf()];
    expect(first.navigationRules.current.isRouted('/legacy')).toBe(true);
    first.navigationRules.current = { ...first.navigationRules.current, isRouted: (pathname) => pathname !== '/legacy' };
    expect(second.navigationRules.current.isRouted('/legacy')).toBe(true);

    render(<AppRoot context={first} />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'go' })));
    expect(environment.location.assign).toHaveBeenCalledWith('/legacy');
  });

  it('hands a 401 of a non-public call to the app’s handler, made with the context’s query client', async () => {
    const seen: unknown[] = [];
    const context = await createAppContext({
      createRouter: () => createMemoryRouter([{ path: '/', element: null }]),
      onUnauthorized: (queryClient) => () => seen.push(queryClient),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 401, status: 'UNAUTHORIZED', data: null, errors: null }), { status: 401 })),
    );
    try {
      await context.client.get('/backend/main/store').catch(() => undefined);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual([context.queries.current]);
  });
});
