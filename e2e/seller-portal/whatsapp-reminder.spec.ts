import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Envelope } from '@seller-portal/contracts/core';
import { notificationPaths, type NotificationPreferences } from '@seller-portal/contracts/notifications';
import { accounts, onlyIn } from '../support/accounts';
import { AnnouncementModals } from './pages/announcements.page';
import { NotificationsPage } from './pages/notifications.page';
import { signInThroughApi } from './pages/sign-in.page';

/** The signed-in user's WhatsApp notifications, set through the settings call (the state the flow starts from). */
async function setWhatsapp(request: APIRequestContext, enabled: boolean) {
  const answer = await request.get(notificationPaths.preferences);
  const saved = ((await answer.json()) as Envelope<NotificationPreferences>).value as NotificationPreferences;
  const preferences = saved.preferences.map((p) => ({ channel: p.channel, category: p.category, enabled: p.channel === 'WHATSAPP' ? enabled : p.enabled }));
  const put = await request.put(notificationPaths.preferences, { data: { language: saved.language, preferences } });
  expect(put.ok(), await put.text()).toBe(true);
}

// kabarstaff@ is staff of the demo announcement store (its popups start the queue) and no other flow reads its
// preferences; it runs once, in Indonesian on the desktop.
test('the WhatsApp reminder asks while WhatsApp is off, leads to the settings, and stays away once it is on', onlyIn('desktop'), async ({ page, browser }) => {
  // Two browsers and a mailed link (or the whole popup queue): longer than one page's steps.
  test.slow();
  await signInThroughApi(page, accounts.kabarStaff, { lang: 'id' });
  await setWhatsapp(page.request, false);
  const modals = new AnnouncementModals(page, 'id');
  await page.goto('/dashboard');

  // §4.8 order 0: the reminder first; "Turn on now" opens the notification settings.
  await modals.expectOpen(modals.words.whatsappTitle);
  await modals.press(modals.words.whatsappTitle, modals.words.whatsappTurnOn);
  await expect(page).toHaveURL(/\/settings\/notification$/);
  await modals.answerEvery();
  const notifications = new NotificationsPage(page, 'id');
  const ordersByWhatsapp = notifications.preference(notifications.words.orders, notifications.words.whatsapp);
  await ordersByWhatsapp.check();
  await notifications.save();

  // The same browser (the reminder was never dismissed here), the announcements not yet seen today: the popups come,
  // the reminder does not.
  await page.context().clearCookies({ name: 'Announcement-Has-Been-Read' });
  const running = page.waitForResponse((r) => r.url().includes('/backend/announcement/filter/running'));
  await page.goto('/dashboard');
  await running;
  await expect(modals.anyDialog.first()).toBeVisible();
  await expect(modals.dialog(modals.words.whatsappTitle)).toHaveCount(0);

  // Another browser, nothing remembered in it: the server's preferences keep the reminder away there too.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signInThroughApi(other, accounts.kabarStaff, { lang: 'id' });
  const otherModals = new AnnouncementModals(other, 'id');
  const otherRunning = other.waitForResponse((r) => r.url().includes('/backend/announcement/filter/running'));
  await other.goto('/dashboard');
  await otherRunning;
  await expect(otherModals.anyDialog.first()).toBeVisible();
  await expect(otherModals.dialog(otherModals.words.whatsappTitle)).toHaveCount(0);
  await otherDevice.close();
});
