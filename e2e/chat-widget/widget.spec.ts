import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { WidgetHostPage, WidgetHostServer } from './pages/widget-host.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';

const ns = 'seller-chat';

test.describe('chat widget on another origin', () => {
  let host: WidgetHostServer;
  test.beforeAll(async () => {
    host = await WidgetHostServer.start(test.info().project.use.baseURL ?? '');
  });
  test.afterAll(async () => {
    await host.stop();
  });

  test('§8 a signed-out visitor: the external host page receives {event: error, name: 401} and stays where it is', async ({ page, baseURL }) => {
    const shop = new WidgetHostPage(page, host);
    await shop.goto();
    await shop.openWithLauncher();
    const portal = new URL(baseURL ?? '').origin;
    await shop.expectReceived({ ns, event: 'error', name: '401' }, portal);
    await expect.poll(() => shop.announced()).toContainEqual({ name: 'error', detail: { name: '401' } });
    // Never redirected: the host page is an external domain.
    expect(page.url()).toBe(`${host.origin}/`);
    await expect(shop.widget.getByRole('button', { name: /Sign in to chat/ })).toBeVisible();
  });

  test('the widget page starts loading at the press on the launcher, and shows at its click', async ({ page }) => {
    const shop = new WidgetHostPage(page, host);
    await shop.goto();
    await expect(page.locator('iframe[src*="/chat-widget/"]')).toHaveCount(0);
    await shop.pressLauncher();
    // Loading, not shown: the panel opens at the click.
    await expect(page.locator('iframe[src*="/chat-widget/"]')).toHaveCount(1);
    await expect(page.locator('iframe[src*="/chat-widget/"]')).toBeHidden();
    await expect(shop.widget.getByRole('button', { name: /Sign in to chat/, includeHidden: true })).toBeAttached();
    await expect(shop.launcher).toHaveAttribute('aria-expanded', 'false');
    await shop.openWithLauncher();
    await expect(shop.widget.getByRole('button', { name: /Sign in to chat/ })).toBeVisible();
    // One frame: the click shows the one the press loaded.
    await expect(page.locator('iframe[src*="/chat-widget/"]')).toHaveCount(1);
  });

  test('a signed-in seller: the API opens the chat at a customer’s room and switches the language', async ({ page, baseURL }) => {
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    const shop = new WidgetHostPage(page, host);
    await shop.goto();
    await shop.call('openRoom', 'CUST-1');
    const portal = new URL(baseURL ?? '').origin;
    await expect(shop.widget.getByText(`Store: ${accounts.seller.store}`)).toBeVisible();
    await expect(shop.widget.getByText('Customer: CUST-1')).toBeVisible();
    // The store's chat, live in the widget: the demo store has unread conversations.
    await expect(shop.widget.getByRole('status')).toHaveText(/^[1-9]\d* unread conversations?$/);
    await shop.expectReceived({ ns, event: 'room-opened', customerId: 'CUST-1' }, portal);
    expect((await shop.received()).some(({ data }) => (data as { event?: string }).event === 'error')).toBe(false);

    await shop.call('setLanguage', 'id');
    await expect(page.getByRole('button', { name: 'Tutup chat penjual' })).toBeVisible();
    await expect(shop.widget.getByText(`Toko: ${accounts.seller.store}`)).toBeVisible();

    await shop.call('close');
    await expect(page.locator('iframe[title="Chat penjual"]')).toBeHidden();
  });

  test('a command without the namespace is ignored; the next namespaced one is followed', async ({ page, baseURL }) => {
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    const shop = new WidgetHostPage(page, host);
    await shop.goto();
    await shop.call('open');
    await expect(shop.widget.getByText(`Store: ${accounts.seller.store}`)).toBeVisible();
    // The host page itself posts a widget-shaped command to the frame with the wrong source: the widget ignores it.
    const portal = new URL(baseURL ?? '').origin;
    await page.evaluate((target) => {
      const frame = document.querySelector('iframe');
      frame?.contentWindow?.postMessage({ type: 'open-room', customerId: 'NO-NAMESPACE' }, target);
    }, portal);
    await shop.call('openRoom', 'CUST-2');
    await expect(shop.widget.getByText('Customer: CUST-2')).toBeVisible();
    await expect(shop.widget.getByText('Customer: NO-NAMESPACE')).toBeHidden();
  });

  test('a widget that fails to load never blocks the host page: a missing page is reported, a missing loader changes nothing', async ({ page }) => {
    const shop = new WidgetHostPage(page, host);
    // The widget page never answers: after its 15 s the host page hears `error: timeout`, and stays usable.
    await page.clock.install();
    await page.route(
      (url) => url.pathname.endsWith('/chat-widget/') && url.searchParams.get('mode') === 'iframe',
      (route) => route.abort(),
    );
    await shop.goto();
    await shop.openWithLauncher();
    await page.clock.fastForward(16_000);
    await expect.poll(() => shop.announced()).toContainEqual({ name: 'error', detail: { name: 'timeout' } });
    await expect(page.getByRole('heading', { name: 'A shop that embeds seller chat' })).toBeVisible();
    await page.getByRole('button', { name: 'Close seller chat' }).click();
    await expect(page.locator('iframe[src*="/chat-widget/"]')).toBeHidden();

    // The loader itself does not load: the page is the shop's alone, no error thrown into it.
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.route('**/chat-widget/loader.js', (route) => route.abort());
    await page.goto(host.origin);
    await expect(page.getByRole('heading', { name: 'A shop that embeds seller chat' })).toBeVisible();
    expect(await page.evaluate(() => 'SellerChat' in window)).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('chat widget on the portal’s own origin (an internal domain)', () => {
  test('§8 a signed-out visitor: the top window goes to sign-in, back to the conversations after', async ({ page }) => {
    await page.goto('/chat-widget/demo.html?lang=en');
    await page.getByRole('button', { name: 'Open seller chat' }).click();
    await page.waitForURL(/\/sign-in\?redirectUri=%2Fconversations$/);
  });

  test('a signed-in seller sees their name and store in the widget', async ({ page }) => {
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    await page.goto('/chat-widget/demo.html?lang=en');
    await page.getByRole('button', { name: 'Open seller chat' }).click();
    const widget = page.frameLocator('iframe[title="Seller chat"]');
    await expect(widget.getByText(`Store: ${accounts.seller.store}`)).toBeVisible();
  });
});
