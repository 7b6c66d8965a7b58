import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn } from '../support/accounts';
import { fullChromiumLaunch } from '../support/browser';
import { ChatCustomer } from './pages/chat-customer';
import { signInThroughApi } from './pages/sign-in.page';

interface Shown {
  title: string;
  body: string;
  tag: string;
}

/**
 * The page's Notification as the browser gives it, recorded: what was shown, and a way to click one (a headless
 * browser draws no notification to click).
 */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; tag: string; notification: Notification }[] = [];
    const Native = window.Notification;
    class Recorded extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '', notification: this });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded });
    Object.assign(window, { shownNotifications: shown });
  });
  return {
    shown: () =>
      page.evaluate(() =>
        (window as unknown as { shownNotifications: { title: string; body: string; tag: string }[] }).shownNotifications.map(({ title, body, tag }) => ({
          title,
          body,
          tag,
        })),
      ),
    click: (index: number) =>
      page.evaluate((at) => {
        const { notification } = (window as unknown as { shownNotifications: { notification: Notification }[] }).shownNotifications[at];
        notification.onclick?.(new Event('click'));
      }, index),
  };
}

// The desktop notifications need the permission the test grants, which the headless shell never gives.
test.use({ launchOptions: fullChromiumLaunch });

function unreadInTitle(title: string): number {
  return Number(/^\((\d+)\+?\) /.exec(title)?.[1] ?? 0);
}

test.describe('§4.10 seller chat beside every page', () => {
  test('a customer’s message: the unread count in the title, a desktop notification that opens the room', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const notifications = await recordNotifications(page);
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The demo store has unread rooms already: the title counts them once the chat has loaded.
    await expect.poll(async () => unreadInTitle(await page.title())).toBeGreaterThan(0);
    const before = unreadInTitle(await page.title());

    const customer = new ChatCustomer(page.request, `E2E-NOTIFY-${test.info().project.name}-${Date.now()}`);
    await customer.send('DEMO-60001', 'Halo, barangnya masih ada?');

    await expect.poll(async () => unreadInTitle(await page.title())).toBe(before + 1);
    await expect.poll(() => notifications.shown()).toContainEqual(expect.objectContaining({ body: 'Halo, barangnya masih ada?', tag: customer.customerId }));
    const index = (await notifications.shown()).findIndex((shown: Shown) => shown.tag === customer.customerId);
    await notifications.click(index);
    await page.waitForURL(`**/conversations/${customer.customerId}`);
  });

  test('the bottom navbar counts the unread conversations', onlyIn('phone'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    await page.goto('/dashboard');
    const chat = page.getByRole('navigation', { name: 'Navigasi cepat' }).getByRole('link', { name: /Chat/ });
    await expect(chat).toHaveAccessibleName(/percakapan belum dibaca/);
  });
});
