import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { announcementReportColumns } from '@seller-portal/contracts/announcements';
import { accounts, onlyIn } from '../support/accounts';
import { AnnouncementDetailPage, AnnouncementFormPage, AnnouncementListPage, uniqueCode } from '../internal-console/pages/announcements.page';
import { AnnouncementModals } from './pages/announcements.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage, signInThroughApi } from './pages/sign-in.page';

const hour = 60 * 60 * 1000;

/** One CSV line's cells (the report quotes its cells and doubles a quote inside one). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

// §4.4 across the roles: internal staff address an agreement to a store, its seller must acknowledge it, the report
// shows when. DEMO-60008 belongs to acknowledge@demo.test alone, so the running agreement blocks no other suite; the
// flow runs in one project, since a seller cannot get past two running agreements at once.
test(
  'an AGREEMENT created by internal staff blocks the seller until acknowledged, and the report shows when',
  onlyIn('desktop'),
  async ({ page, browser, baseURL }, testInfo) => {
    // Two browsers and a download: more than the default time.
    test.setTimeout(120_000);
    const seller = await browser.newContext({ ...testInfo.project.use, baseURL });
    const code = uniqueCode('E2E-ACK');
    try {
      await signInThroughApi(page, accounts.internal, { lang: 'en', keepPushPrompt: true });
      const list = new AnnouncementListPage(page, 'en');
      await list.open();
      await page.getByRole('link', { name: list.words.create }).click();
      const form = new AnnouncementFormPage(page, 'en');
      await form.field('Code').fill(code);
      await page.getByRole('combobox', { name: 'Type' }).selectOption('AGREEMENT');
      await form.field(form.words.titleId).fill(`Perjanjian ${code}`);
      await form.field(form.words.titleEn).fill(`Agreement ${code}`);
      await form.writeRichText(form.words.contentId, 'Ketentuan baru', 'Mohon baca dan setujui', 'segera');
      await form.writeRichText(form.words.contentEn, 'New terms', 'Please read and accept', 'soon');
      await page.getByRole('radio', { name: form.words.storeCodes }).check();
      await form.textbox(form.words.storeCodes).fill('DEMO-60008');
      // Running from the minute it is saved.
      const now = Date.now();
      await form.setWindow(now - hour, now + 24 * hour);
      await form.save();
      const detail = new AnnouncementDetailPage(page, 'en');
      await detail.expectLoaded(code, `Perjanjian ${code}`);
      await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();

      // The seller, in a browser of their own, signs in and meets the agreement before anything else.
      const sellerPage = await seller.newPage();
      await new ShellPage(sellerPage).skipWebPushPrompt();
      const modals = new AnnouncementModals(sellerPage, 'id');
      await modals.skipWhatsappReminder();
      const signIn = new SignInPage(sellerPage, 'id');
      await signIn.open();
      await signIn.signIn(accounts.acknowledge.username, accounts.acknowledge.password);
      await expect(sellerPage).toHaveURL(/\/dashboard$/);
      const title = `Perjanjian ${code}`;
      await modals.expectOpen(title);
      await modals.expectNotDismissible(title);
      // The portal behind it is out of reach: the keyboard stays in the modal, and another page brings it back.
      for (let press = 0; press < 4; press += 1) {
        await sellerPage.keyboard.press('Tab');
        await expect(modals.dialog(title).locator(':focus')).toHaveCount(1);
      }
      await sellerPage.goto('/dashboard/apps');
      await modals.expectOpen(title);
      await modals.expectNotDismissible(title);

      const acknowledged = sellerPage.waitForResponse((r) => r.url().includes('/backend/announcement/acknowledge') && r.url().includes(`code=${code}`));
      const pressedAt = Date.now();
      await modals.press(title, modals.words.agree);
      expect((await acknowledged).status()).toBe(200);
      await expect(sellerPage.getByRole('main')).toBeVisible();
      await sellerPage.reload();
      await expect(sellerPage.getByRole('main')).toBeVisible();
      await expect(modals.dialog(title)).toHaveCount(0);

      // Back with internal staff: the report has the seller's row with the time of the acknowledgement.
      await page.reload();
      await detail.expectLoaded(code, `Perjanjian ${code}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: detail.words.csv }).click();
      const csv = await readFile(await (await download).path(), 'utf8');
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .map(csvCells);
      expect(header).toEqual([...announcementReportColumns]);
      const rows = lines.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])));
      const row = rows.find((cells) => cells.username === accounts.acknowledge.username);
      expect(row, csv).toMatchObject({ storeCode: 'DEMO-60008', storeName: accounts.acknowledge.store, ignoredAt: '', stoppedAt: '' });
      const acknowledgedAt = Date.parse(row?.acknowledgedAt ?? '');
      // A minute either side: the report's time is the server's, the bounds the test machine's (the same clock here).
      expect(acknowledgedAt).toBeGreaterThanOrEqual(pressedAt - 60_000);
      expect(acknowledgedAt).toBeLessThanOrEqual(Date.now() + 60_000);

      // Stopped, so the store is free for the next run.
      await page.getByRole('button', { name: detail.words.stop, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: detail.words.stopConfirm }).click();
      await expect(page.getByText('Stopped', { exact: true }).first()).toBeVisible();
    } finally {
      // A run that failed half-way still leaves the store free of its agreement (stopping one already stopped is refused).
      await page.request.put(`/backend/announcement/internal/stop?code=${code}`);
      await seller.close();
    }
  },
);
