import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { localTimeFromNow, ManualNotificationPages } from './pages/manual-notifications.page';

const hour = 60 * 60_000;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const texts = (title: string) => ({
  id: { title: `${title} ID`, body: 'Portal tidak dapat diakses Minggu pukul 01.00–03.00 WIB.' },
  en: { title: `${title} EN`, body: 'The portal is unavailable on Sunday from 01:00 to 03:00 WIB.' },
});

// §2.4 the same pages in the console (/console/) and in the seller portal, from one library and manifest.
for (const [where, base, lang] of [
  ['the console', '/console', 'en'],
  ['the seller portal', '', 'id'],
] as const) {
  test.describe(`manual notifications in ${where}`, () => {
    test('internal staff are stopped by an unknown store and a past time, schedule a notification, copy it and send the copy now', async ({ page }) => {
      // A create with two refusals, a schedule, a copy, an edit and a send: more than the default time on a shared machine.
      test.slow();
      await signInAs(page, accounts.internal, lang);
      const manual = new ManualNotificationPages(page, lang, base);
      const title = `Maintenance ${unique()}`;
      const words = manual.words;

      await manual.openList();
      await manual.openCreate();
      await manual.writeChannel('IN_APP', texts(title));
      await manual.chooseStores('DEMO-60001, NOPE-404');
      await manual.chooseMode('SCHEDULE', await localTimeFromNow(page, 2 * hour));
      await manual.submit('SCHEDULE');
      // The server knows the stores: the unknown one is named beside the field, which takes the focus, and nothing is saved.
      await expect(page.getByRole('alert')).toContainText(`${words.unknownStores}: NOPE-404`);
      await expect(manual.storeCodes).toBeFocused();
      await expect(page).toHaveURL(/\/manual\/new$/);

      await manual.chooseStores('DEMO-60001');
      await manual.scheduledAt.fill(await localTimeFromNow(page, -hour));
      await manual.submit('SCHEDULE');
      await expect(page.getByRole('alert')).toContainText(words.pastSchedule);
      await expect(manual.scheduledAt).toBeFocused();

      await manual.scheduledAt.fill(await localTimeFromNow(page, 2 * hour));
      await manual.submit('SCHEDULE');
      await expect(page.getByRole('heading', { level: 1, name: `${title} ${lang.toUpperCase()}` })).toBeVisible();
      await manual.expectStatus('SCHEDULED');
      await expect(manual.history.getByRole('listitem')).toHaveCount(1);

      // The copy is a new draft with the same texts, opened in the editor; sent now after a confirmation.
      await page.getByRole('button', { name: words.copy, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.editHeading })).toBeVisible();
      await expect(manual.channelSection('IN_APP').getByRole('textbox', { name: words.title('en') })).toHaveValue(`${title} EN`);
      await manual.chooseMode('NOW');
      await manual.submit('NOW');
      const confirm = page.getByRole('dialog', { name: words.sendNowDialog });
      await confirm.getByRole('button', { name: words.submit.NOW }).click();
      await expect(page).toHaveURL(/\/manual\/[0-9a-f-]{36}$/);
      // Delivered through the notification center to the store's people: the page shows the result per channel.
      await manual.expectStatus('SENT');
      await expect(page.getByTestId('manual-delivery-recipients')).toHaveText(words.recipients);
      await expect(page.getByRole('link', { name: words.edit, exact: true })).toHaveCount(0);

      // Back in the list, the scheduled one is there with its status.
      await manual.openList();
      await page.getByRole('searchbox', { name: lang === 'en' ? 'Search' : 'Cari' }).fill(title);
      await page.getByRole('button', { name: lang === 'en' ? 'Search' : 'Cari', exact: true }).click();
      await expect(manual.row(`${title} ${lang.toUpperCase()}`)).toHaveCount(2);
      await expect(manual.row(`${title} ${lang.toUpperCase()}`).filter({ hasText: words.status.SCHEDULED })).toHaveCount(1);
    });
  });
}

test('a holder of INTERNAL_NOTIFICATION_MANUAL-SEE only reads: no create, edit, copy or delete, and the server refuses them', async ({ page }) => {
  await signInAs(page, accounts.manualViewer, 'en');
  const manual = new ManualNotificationPages(page, 'en');
  await manual.openList();
  const draft = manual.row('System maintenance');
  await expect(draft).toBeVisible();
  await expect(page.getByRole('link', { name: manual.words.create })).toHaveCount(0);
  await expect(draft.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(draft.getByRole('button')).toHaveCount(0);

  await draft.getByRole('link', { name: 'System maintenance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  for (const name of [manual.words.edit, manual.words.copy, manual.words.delete])
    await expect(page.getByRole('main').getByRole(name === manual.words.edit ? 'link' : 'button', { name, exact: true })).toHaveCount(0);
  const id = page.url().split('/').pop() ?? '';

  // The editor itself is behind INTERNAL_NOTIFICATION_MANUAL-EDIT, and the server checks the same code.
  await page.goto(`/console/partners-notification/manual/${id}/edit`);
  await expect(page.getByRole('heading', { name: manual.words.noAccess })).toBeVisible();
  const refused = await page.request.delete(`/backend/manual-notifications/id/${id}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PE403001');
});
