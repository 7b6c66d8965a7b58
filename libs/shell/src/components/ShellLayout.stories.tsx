import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { RouteHandle } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { appConfigKeys, sessionKeys, useSetErrorMode, type ErrorMode } from '@seller-portal/session-guard';
import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { seller } from '../testing/render-shell';
import { ShellLayout } from './ShellLayout';

/** A page inside the shell; `errorMode` makes it fail the way the guard or an API answer would (§4.3). */
function Page({ errorMode }: { errorMode?: ErrorMode }) {
  const { t } = useTranslation('common');
  const setErrorMode = useSetErrorMode();
  useEffect(() => {
    if (errorMode) setErrorMode(errorMode);
  }, [errorMode, setErrorMode]);
  return (
    <div style={{ padding: 24 }}>
      <h1>{t('menu.dashboard')}</h1>
    </div>
  );
}

interface ShellStoryProps {
  path: string;
  /** The signed-in session; null for a visitor, 'loading' while it is being read. */
  session: Session | null | 'loading';
  handle?: RouteHandle;
  errorMode?: ErrorMode;
}

/** The shell around a page, with the session and config already known and no server behind it. */
function ShellStory({ path, session, handle, errorMode }: ShellStoryProps) {
  const [state] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    if (session !== 'loading') queryClient.setQueryData(sessionKeys.current(), session);
    queryClient.setQueryData(appConfigKeys.all, { 'seller-rebranding-dashboard': 'true' });
    const client = createApiClient(session === 'loading' ? { fetch: () => new Promise<Response>(() => undefined) } : { baseUrl: 'http://127.0.0.1:9' });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          handle,
          element: (
            <ShellLayout>
              <Page errorMode={errorMode} />
            </ShellLayout>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    return { queryClient, client, router, store: createStore() };
  });
  return (
    <JotaiProvider store={state.store}>
      <QueryClientProvider client={state.queryClient}>
        <ApiClientProvider client={state.client}>
          <RouterProvider router={state.router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

const meta = {
  title: 'Shell/ShellLayout',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard', session: seller },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller's page: the full header with the session's menus, the footer (the bottom navbar on phones). */
export const Seller: Story = {};
/** While the session is read: the header's placeholder keeps its height. */
export const SessionLoading: Story = { args: { session: 'loading' } };
/** A visitor on a public page with the public action header (§2.8). */
export const VisitorOnPublicPage: Story = { args: { path: '/mulai-berjualan', session: null, handle: { meta: { public: true, publicActionHeader: true } } } };
/** The guard refused the page (§4.3): the error view in place of the page. */
export const Forbidden: Story = { args: { errorMode: 403 } };
/** The server failed (§8). */
export const ServerError: Story = { args: { errorMode: 500 } };
/** Embedded in a frame (`mode=iframe`): the page without the chrome. */
export const Embedded: Story = { args: { path: '/conversations?mode=iframe' } };

/** A page whose header §2.8 hides on a phone (the wallet): the slim bar with only Back. */
export const HeaderHiddenOnAPhone: Story = { args: { path: '/wallet' }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
