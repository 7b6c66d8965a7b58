import { defineFeatureManifest, bottomNavbarItemsOf, NavigationRulesProvider, useNavigationHelper } from '@seller-portal/app-runtime';
import { accessibilityCodes, declareFeature } from '@seller-portal/contracts/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlert } from '../state/alert';
import { toggleHeaderSearch } from '../state/shell-state';
import { renderShell, seller, shellFeatures } from '../testing/render-shell';
import { AppBanner } from './AppBanner';
import { GenericAlert } from './GenericAlert';
import { ShellLayout } from './ShellLayout';
import { VideoModal } from './VideoModal';

afterEach(() => {
  cleanup();
  Cookies.remove('hide-app-banner', { path: '/' });
  localStorage.clear();
});

const page = (
  <ShellLayout>
    <h1>the page</h1>
  </ShellLayout>
);

describe('ShellLayout (§2.8)', () => {
  it('desktop: the 177 px header with menus and the footer', async () => {
    const { container } = renderShell({ path: '/dashboard', element: page, width: 1280 });
    expect(await screen.findByRole('heading', { name: 'the page' })).toBeTruthy();
    const header = container.querySelector('header');
    expect(header?.style.height).toBe('177px');
    expect(within(header as HTMLElement).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText('Toko Demo Sejahtera')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('phone dashboard: 56 px header and the bottom navbar of the mounted features the session opens', async () => {
    const { container } = renderShell({ path: '/dashboard', element: page, width: 375 });
    await screen.findByRole('heading', { name: 'the page' });
    expect(container.querySelector('header')?.style.height).toBe('56px');
    const bottom = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/order-list', '/conversations']);
    expect(within(bottom).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('phone dashboard: the balances bar shows a balance once a mounted feature serves its page (§2.5: only what is built)', async () => {
    renderShell({ path: '/dashboard', element: page, width: 375 });
    await screen.findByRole('heading', { name: 'the page' });
    expect(screen.queryByRole('navigation', { name: 'Balances' })).toBeNull();
    cleanup();
    const wallet = declareFeature({ name: 'wallet', prefixes: ['/wallet'], access: { mode: 'STORE', codes: ['STORE_STORE-WALLET_VIEW'] }, apps: ['portal'] });
    renderShell({ path: '/dashboard', element: page, width: 375, features: [...shellFeatures, defineFeatureManifest(wallet, {})] });
    await screen.findByRole('heading', { name: 'the page' });
    const bar = screen.getByRole('navigation', { name: 'Balances' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/wallet']);
  });

  it.each(bottomNavbarItemsOf(shellFeatures, { mode: seller.mode, accessibilities: accessibilityCodes.map((code) => ({ code })) }).map((item) => item.to))(
    'phone: the bottom navbar stays on %s, a page it links to',
    async (path) => {
      renderShell({ path, element: page, width: 375 });
      await screen.findByRole('heading', { name: 'the page' });
      expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeTruthy();
    },
  );

  it('phone wallet: no header (§2.8) but the footer stays, and a slim bar goes back (to the dashboard when opened directly)', async () => {
    const { container, router } = renderShell({ path: '/wallet', element: page, width: 375 });
    await screen.findByRole('heading', { name: 'the page' });
    expect(container.querySelector('header')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Page navigation' });
    expect(container.querySelector('[style*="--shell-header-height: 48px"]')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the bottom navbar opens the mobile menu with the session menus and sign-out', async () => {
    renderShell({ path: '/dashboard', element: page, width: 375, lang: 'id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Akun' }));
    const drawer = await screen.findByRole('dialog', { name: 'Akun' });
    expect(within(drawer).getByRole('link', { name: 'Pesanan' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Keluar' })).toBeTruthy();
  });

  it('a public page keeps the public header with its action header', async () => {
    renderShell({ path: '/mulai-berjualan', element: page, width: 1280, session: null, handle: { meta: { public: true, publicActionHeader: true } } });
    await screen.findByRole('heading', { name: 'the page' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('the header-search event and Ctrl+K toggle the command palette, a combobox that finds menus and opens the active one', async () => {
    const { router } = renderShell({ path: '/dashboard', element: page, width: 1280 });
    await screen.findByRole('heading', { name: 'the page' });
    act(() => toggleHeaderSearch());
    const search = await screen.findByRole('combobox', { name: 'Search in Seller Center' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(search, { target: { value: 'ord' } });
    const orders = await screen.findByRole('option', { name: /Orders/ });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(orders.id);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(search, { target: { value: 'wall' } });
    // The wallet is not built: neither its menu nor Seller Learning's search is offered.
    expect(await screen.findByText(/Nothing matches/, { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    act(() => toggleHeaderSearch());
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    // Ctrl+K opens it anywhere; ↓ and Enter open the active option; the navigation closes it.
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const again = await screen.findByRole('combobox', { name: 'Search in Seller Center' });
    fireEvent.change(again, { target: { value: 'ord' } });
    fireEvent.keyDown(again, { key: 'ArrowDown' });
    await waitFor(() => expect(again.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Orders/ }).id));
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(router.state.location.pathname).toBe('/order-list');
  });

  it('embedded (mode=iframe): no header, footer or bottom navbar', async () => {
    const { container } = renderShell({ path: '/conversations?mode=iframe', element: page, width: 375 });
    await screen.findByRole('heading', { name: 'the page' });
    expect(container.querySelector('header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('texts follow the language', async () => {
    renderShell({ path: '/dashboard', element: page, width: 1280, lang: 'id' });
    expect(await screen.findByRole('navigation', { name: 'Menu utama' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keluar' })).toBeTruthy();
  });
});

describe('sticky header placeholder (§2.8, §9)', () => {
  it.each([
    [1280, '177px'],
    [375, '56px'],
  ])('keeps the header space at %i px while the session loads', async (width, height) => {
    renderShell({ path: '/dashboard', element: page, width, session: 'loading' });
    const placeholder = await screen.findByLabelText('Loading the header…');
    expect(placeholder.style.height).toBe(height);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('web push prompt (§4.11)', () => {
  it('asks on the web while the permission is default, and not again after an answer', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
    renderShell({ path: '/order-list', element: page, width: 1280 });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    cleanup();
    renderShell({ path: '/order-list', element: page, width: 1280 });
    await screen.findByRole('heading', { name: 'the page' });
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('is not shown in the app', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    renderShell({ path: '/order-list', element: page, width: 1280, session: { ...seller, customFields: { ...seller.customFields, channelId: 'App' } } });
    await screen.findByRole('heading', { name: 'the page' });
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('download-app banner (§2.8)', () => {
  it('shows on sign-in on a phone and hides for a day through its cookie', async () => {
    renderShell({ path: '/sign-in', element: <AppBanner />, width: 375, session: null, handle: { meta: { public: true } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the app banner' }));
    expect(screen.queryByRole('complementary', { name: 'Seller Center app' })).toBeNull();
    expect(Cookies.get('hide-app-banner')).toBe('true');
    cleanup();
    renderShell({ path: '/sign-in', element: <AppBanner />, width: 375, session: null, handle: { meta: { public: true } } });
    await act(async () => undefined);
    expect(screen.queryByRole('complementary', { name: 'Seller Center app' })).toBeNull();
  });

  it('is not on the dashboard', async () => {
    renderShell({ path: '/dashboard', element: <AppBanner />, width: 375 });
    await act(async () => undefined);
    expect(screen.queryByRole('complementary', { name: 'Seller Center app' })).toBeNull();
  });
});

describe('video modal (§2.8: ?video-modal opens it, closing navigates back)', () => {
  it('plays a YouTube id and closing goes back to where the user was', async () => {
    const routes = [{ path: '*', element: <VideoModal /> }];
    const { router } = renderShell({ path: '/learning', routes });
    await act(async () => router.navigate('/learning?video-modal=dQw4w9WgXcQ'));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/learning');
  });
});

describe('generic alert (§8)', () => {
  function Trigger({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const alert = useAlert();
    return (
      <button type="button" onClick={() => alert.show({ callback: onAnswer })}>
        trouble
      </button>
    );
  }

  it.each([
    ['OK', true],
    ['Cancel', false],
  ])('says an error occurred, with OK and Cancel (%s)', async (button, confirmed) => {
    const onAnswer = vi.fn();
    renderShell({
      path: '/x',
      element: (
        <>
          <Trigger onAnswer={onAnswer} />
          <GenericAlert />
        </>
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'trouble' }));
    const dialog = await screen.findByRole('dialog', { name: 'An error occurred on the system' });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(onAnswer).toHaveBeenCalledWith(confirmed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a change without an answer asks through the generic alert (§8)', () => {
  // renderShell's client talks to a closed port: every change goes unanswered.
  it('Cancel lets the change fail as before', async () => {
    const { client } = renderShell({ path: '/x', element: <GenericAlert /> });
    const change = client.post('/backend/x', { body: {} });
    const dialog = await screen.findByRole('dialog', { name: 'An error occurred on the system' });
    expect(within(dialog).getByText(/The server did not answer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(change).rejects.toMatchObject({ errorCode: 'NETWORK' });
  });

  it('OK sends it again (unanswered again here, so it asks again)', async () => {
    const { client } = renderShell({ path: '/x', element: <GenericAlert />, lang: 'id' });
    const change = client.post('/backend/x', { body: {} });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Terjadi kesalahan pada sistem' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Terjadi kesalahan pada sistem' })).getByRole('button', { name: 'Batal' }));
    await expect(change).rejects.toMatchObject({ errorCode: 'NETWORK' });
  });

  it('asks one at a time: a second change while one is asked fails at once; a query is never asked about', async () => {
    const { client } = renderShell({ path: '/x', element: <GenericAlert /> });
    const first = client.post('/backend/a', { body: {} });
    await screen.findByRole('dialog');
    await expect(client.post('/backend/b', { body: {} })).rejects.toMatchObject({ errorCode: 'NETWORK' });
    await expect(client.get('/backend/c')).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(first).rejects.toMatchObject({ errorCode: 'NETWORK' });
  });
});

describe("'Not available on app' (§8)", () => {
  const appAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MTA-Android/1.174.0';
  const originalAgent = navigator.userAgent;
  const useAgent = (agent: string) => Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: agent });
  afterEach(() => useAgent(originalAgent));

  const routes = (webOnlyElement: ReactNode) => [
    { path: '/dashboard', element: <ShellLayout>{webOnlyElement}</ShellLayout> },
    {
      path: '/store-layout',
      handle: { meta: { webOnly: true } },
      element: (
        <ShellLayout>
          <h1>the builder</h1>
        </ShellLayout>
      ),
    },
  ];

  function BuilderButton() {
    const helper = useNavigationHelper();
    return (
      <button type="button" onClick={() => helper.navigateTo('/store-layout?from=menu')}>
        builder
      </button>
    );
  }

  function LinkToBuilder() {
    return (
      <NavigationRulesProvider rules={{ isRouted: () => true, externalModulePaths: [], isApp: true, isWebOnly: (path) => path === '/store-layout' }}>
        <h1>the dashboard</h1>
        <BuilderButton />
      </NavigationRulesProvider>
    );
  }

  it('in the app, a link to a web-only page opens the modal and stays', async () => {
    useAgent(appAgent);
    renderShell({ path: '/dashboard', routes: routes(<LinkToBuilder />), width: 375 });
    fireEvent.click(await screen.findByRole('button', { name: 'builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not available on app' });
    expect(within(dialog).getByText(/\/store-layout\?from=menu$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'the dashboard' })).toBeTruthy();
  });

  it('in the app, a web-only page opened directly shows the modal and OK leads to the dashboard', async () => {
    useAgent(appAgent);
    renderShell({ path: '/store-layout', routes: routes(<h1>the dashboard</h1>), width: 375, lang: 'id' });
    const dialog = await screen.findByRole('dialog', { name: 'Tidak tersedia di aplikasi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'the dashboard' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the web the same page just opens', async () => {
    renderShell({ path: '/store-layout', routes: routes(<h1>the dashboard</h1>) });
    expect(await screen.findByRole('heading', { name: 'the builder' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
