import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { dashboardFeature } from '@seller-portal/contracts/analytics';
import { sellerChatFeature } from '@seller-portal/contracts/chat';
import { type AppConfig, type Session } from '@seller-portal/contracts/core';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { productsFeature } from '@seller-portal/contracts/products';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { defineFeatureManifest, MountedFeaturesProvider, type FeatureManifest, type RouteHandle } from '@seller-portal/app-runtime';
import { appConfigKeys, sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export const seller = storeSession({
  menus: [
    { code: 'dashboard', name: 'menu.dashboard', url: '/dashboard' },
    { code: 'orders', name: 'menu.orders', url: '/order-list' },
    { code: 'finance', name: 'menu.finance', subs: [{ code: 'wallet', name: 'menu.wallet', url: '/wallet' }] },
  ],
  accessibilities: accessibilities('STORE_ORDER', 'STORE_STORE-WALLET_VIEW', 'STORE_CONVERSATION'),
  customFields: { channelId: 'Web', displayName: 'Sari Penjual', storeName: 'Toko Demo Sejahtera' },
});

/** The portal's features the shell's links lead to, as declared, without their pages. */
export const shellFeatures: readonly FeatureManifest[] = [dashboardFeature, ordersFeature, sellerChatFeature, productsFeature].map((feature) =>
  defineFeatureManifest(feature, {}),
);

export interface RenderShellOptions {
  /** The features the app mounts (`shellFeatures` when absent). */
  features?: readonly FeatureManifest[];
  path: string;
  /** 'loading' leaves the session query pending. */
  session?: Session | null | 'loading';
  config?: AppConfig;
  lang?: Language;
  width?: number;
  routes?: RouteObject[];
  element?: ReactNode;
  handle?: RouteHandle;
}

/** Renders a page at `path` with the app's providers, the session and config already known, no network. */
export function renderShell(options: RenderShellOptions) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: options.width ?? 1280 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.session !== 'loading') queryClient.setQueryData(sessionKeys.current(), options.session === undefined ? seller : options.session);
  queryClient.setQueryData(appConfigKeys.all, options.config ?? { 'seller-rebranding-dashboard': 'true' });
  const i18n = createI18n({ lng: options.lang ?? 'en' });
  const store = createStore();
  // A session still loading: its call never answers during the test.
  const client = createApiClient(options.session === 'loading' ? { fetch: () => new Promise<Response>(() => undefined) } : { baseUrl: 'http://127.0.0.1:9' });
  const routes = options.routes ?? [{ path: '*', element: options.element, handle: options.handle }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MountedFeaturesProvider features={options.features ?? shellFeatures}>
              <RouterProvider router={router} />
            </MountedFeaturesProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, router, store, queryClient, i18n, client };
}
