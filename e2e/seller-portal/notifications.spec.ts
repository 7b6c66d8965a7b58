import { expect, test, type TestInfo } from '@playwright/test';
import { accounts, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { NotificationsPage } from './pages/notifications.page';
import { signInThroughApi } from './pages/sign-in.page';

/**
 * The demo notifications (apps/api/src/modules/notifications/demo.ts) each account starts with: 4 of 10 unread. The
 * store has no demo orders, so its new-order notification leads to the new orders' list.
 */
const demo = {
  id: {
    promotion: 'Ikuti promo Harbolnas 12.12',
    order: 'Pesanan baru',
    unread: ['Ada chat yang belum dibalas', 'Pesanan baru', 'Ikuti promo Harbolnas 12.12', 'Stok hampir habis'],
  },
  en: {
    promotion: 'Join the 12.12 Harbolnas promotion',
    order: 'New order',
    unread: ['A chat is waiting for your reply', 'New order', 'Join the 12.12 Harbolnas promotion', 'Stock is running low'],
  },
} as const;

/**
 * The two accounts of DEMO-60010 (its owner and a staff member), a store no other flow delivers to: one per project
 * (the desktop's flows are in Indonesian, the phone's in English), and this file's tests run one after another in
 * each project, so no two tests running at once read or change the same account's notifications or settings. A test
 * after another one on the same account starts from the state it sets itself.
 */
const accountOfProject: Record<string, { username: string; password: string }> = {
  [projectOfLanguage.id]: accounts.notify,
  [projectOfLanguage.en]: accounts.notifyStaff,
};
test.describe.configure({ mode: 'default' });

function accountOf(testInfo: TestInfo): { username: string; password: string } {
  const account = accountOfProject[testInfo.project.name];
  if (!account) throw new Error(`the notification flows have an account for ${Object.keys(accountOfProject).join(' and ')} only`);
  return account;
}

// Each language once: Indonesian on a desktop, English on a phone.
const languages: Lang[] = ['id', 'en'];

for (const lang of languages) {
  test.describe(`the notification center (${lang})`, () => {
    test(
      'the bell counts the unread; opening one follows its link and reads it; mark all read empties the count',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }, testInfo) => {
        await signInThroughApi(page, accountOf(testInfo), { lang });
        const notifications = new NotificationsPage(page, lang);
        // As the demo data left them, whatever an earlier test on this account opened or marked read.
        await notifications.resetUnread(demo[lang].unread);
        await page.goto(`/dashboard?lang=${lang}`);
        await notifications.expectUnread(4);

        await notifications.bell.click();
        await expect(page).toHaveURL(/\/notification$/);
        await expect(notifications.row(demo[lang].order)).toHaveAttribute('data-read', 'false');
        // §3: the count is cached in local storage, and the newest id seen is lastNotifId.
        expect(await page.evaluate(() => localStorage.getItem('lastNotifId'))).toMatch(/^\d+$/);
        expect(await page.evaluate(() => localStorage.getItem('notificationCount'))).toContain('"unread":4');

        // An unread one with a link: opening it goes there and reads it.
        await notifications.row(demo[lang].promotion).getByRole('link').click();
        await expect(page).toHaveURL(/\/dashboard/);
        await notifications.expectUnread(3);

        await notifications.open();
        await expect(notifications.row(demo[lang].promotion)).toHaveAttribute('data-read', 'true');
        // The new order's, by keyboard: Enter opens what it is about and reads it.
        await notifications.row(demo[lang].order).getByRole('link').press('Enter');
        await expect(page).toHaveURL(/\/order-list\?status=NEW$/);
        await notifications.expectUnread(2);
        await notifications.open();
        await expect(notifications.row(demo[lang].order)).toHaveAttribute('data-read', 'true');

        await page.getByRole('button', { name: notifications.words.unreadOnly, exact: true }).click();
        await expect(notifications.rows).toHaveCount(2);

        await notifications.markAll.click();
        await expect(notifications.rows).toHaveCount(0);
        await notifications.expectUnread(0);
        await page.reload();
        await notifications.expectUnread(0);
      },
    );

    test(
      'leaving the settings with an unsaved change asks: Keep editing keeps it, Discard leaves it unsaved; saved or undone, nothing asks; closing the tab asks the browser',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }, testInfo) => {
        await signInThroughApi(page, accountOf(testInfo), { lang });
        const notifications = new NotificationsPage(page, lang);
        const words = notifications.words;
        await notifications.open();
        await page.getByRole('link', { name: words.settingsLink }).click();
        await expect(page.getByRole('heading', { level: 1, name: words.settingsHeading })).toBeVisible();
        const promotionByPush = notifications.preference(words.promotion, words.push);
        const wasOn = await promotionByPush.isChecked();
        await promotionByPush.setChecked(!wasOn);

        // A link of the portal: asked; Keep editing stays here with the change.
        await notifications.settingsBack.click();
        await expect(notifications.leaveDialog).toBeVisible();
        await notifications.leaveDialog.getByRole('button', { name: words.keepEditing }).click();
        await expect(notifications.leaveDialog).toBeHidden();
        await expect(page).toHaveURL(/\/settings\/notification(\?.*)?$/);
        await expect(promotionByPush).toBeChecked({ checked: !wasOn });

        // The browser's back: asked again; Discard changes leaves, and nothing was saved.
        await page.goBack({ waitUntil: 'commit' });
        await expect(notifications.leaveDialog).toBeVisible();
        await notifications.leaveDialog.getByRole('button', { name: words.discard }).click();
        await expect(page).toHaveURL(/\d\/notification(\?.*)?$/);
        await notifications.openSettings();
        await expect(promotionByPush).toBeChecked({ checked: wasOn });

        // Undone: nothing to lose, nothing asked.
        await promotionByPush.setChecked(!wasOn);
        await page.getByRole('button', { name: words.undo }).click();
        await notifications.settingsBack.click();
        await expect(page).toHaveURL(/\d\/notification(\?.*)?$/);
        await expect(notifications.leaveDialog).toHaveCount(0);

        // Saved: nothing asked either (and the change is kept).
        await notifications.openSettings();
        await promotionByPush.setChecked(!wasOn);
        await notifications.save();
        await notifications.settingsBack.click();
        await expect(page).toHaveURL(/\d\/notification(\?.*)?$/);
        await expect(notifications.leaveDialog).toHaveCount(0);

        // Closing the tab with a change: the browser's own question.
        await notifications.openSettings();
        await promotionByPush.setChecked(wasOn);
        const asked = page.waitForEvent('dialog');
        await page.close({ runBeforeUnload: true });
        const question = await asked;
        expect(question.type()).toBe('beforeunload');
        await question.accept();
      },
    );

    test(
      'preferences are saved to the server; account notices in the portal cannot be turned off',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }, testInfo) => {
        await signInThroughApi(page, accountOf(testInfo), { lang });
        const notifications = new NotificationsPage(page, lang);
        await notifications.openSettings();
        const words = notifications.words;

        await expect(notifications.preference(words.account, words.inPortal)).toBeChecked();
        await expect(notifications.preference(words.account, words.inPortal)).toBeDisabled();
        const promotionByEmail = notifications.preference(words.promotion, words.email);
        const wasOn = await promotionByEmail.isChecked();
        await promotionByEmail.setChecked(!wasOn);
        await page.getByRole('button', { name: words.save }).click();
        await expect(page.getByText(words.saved)).toBeVisible();

        await page.reload();
        await expect(notifications.preference(words.promotion, words.email)).toBeChecked({ checked: !wasOn });
      },
    );
  });
}

/** The marketplace's service token of the e2e server (the development default, README "Triggering a partner notification event"). */
const triggerToken = 'dev-only-notification-event-trigger-token-do-not-use-in-production';

test('a triggered partner notification event reaches the open bell and list without a reload', onlyIn('desktop'), async ({ page }) => {
  // mpp@demo.test's store DEMO-60009 is one the demo event ORDER_PAID reaches. Other flows deliver to it and read
  // there too (this test on the other worker, the partner events' test): the bell is checked against the server's count.
  await signInThroughApi(page, accounts.mpp, { lang: 'id' });
  const notifications = new NotificationsPage(page, 'id');
  await notifications.open();
  await expect(notifications.bell).toHaveAccessibleName(/belum dibaca/);

  const orderNumber = `ORD-E2E-${Date.now()}`;
  const triggered = await page.request.post('/backend/api-integration/partners-notification/events/ORDER_PAID/trigger', {
    headers: { authorization: `Bearer ${triggerToken}` },
    data: { payload: { orderNumber, customerName: 'Budi', totalAmount: 'Rp150.000' }, storeCodes: ['DEMO-60009'], eventId: orderNumber },
  });
  expect(triggered.ok()).toBe(true);

  // No reload: the socket brings it to the list, and the bell counts it with the rest as the server does.
  const arrived = notifications.row(`Pesanan ${orderNumber} sudah dibayar`);
  await expect(arrived).toHaveAttribute('data-read', 'false');
  await expect(arrived).toContainText('Halo Toko Demo Multi Gudang');
  await notifications.expectBellAsServer();

  await arrived.getByRole('link').click();
  await expect(page).toHaveURL(/\/order-list/);
  // Read: the bell follows the server's count, which no longer counts it.
  await notifications.expectBellAsServer();
  await notifications.open();
  await expect(arrived).toHaveAttribute('data-read', 'true');
});
