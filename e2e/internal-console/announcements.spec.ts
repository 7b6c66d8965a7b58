import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { announcementReportColumns } from '@seller-portal/contracts/announcements';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import {
  AnnouncementDetailPage,
  AnnouncementFormPage,
  AnnouncementListPage,
  createAnnouncementThroughApi,
  noSellerStore,
  tinyPng,
  uniqueCode,
} from './pages/announcements.page';
import { rememberLanguage } from '../support/language';

const hour = 60 * 60 * 1000;

async function signIn(request: APIRequestContext, account: { username: string; password: string }) {
  const answer = await request.post('/backend/gw/partners-engine/authentication/sign-in', { data: { username: account.username, password: account.password } });
  expect(answer.ok()).toBe(true);
}

/** The announcements a filter by code finds (the server's own answer, not the page's). */
async function countByCode(request: APIRequestContext, code: string): Promise<number> {
  const answer = await request.post('/backend/announcement/filter', { data: { keyword: code, page: 0, size: 10 } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { value: { content: { code: string }[] } };
  return body.value.content.filter((announcement) => announcement.code === code).length;
}

test.describe('announcement management in the internal console', () => {
  test(
    'internal staff create an AGREEMENT for DEMO-60001 in rich text, find it, read its history, edit it and download the report',
    onlyIn('desktop'),
    async ({ page }) => {
      // The whole life of an announcement in one test, with a download of each kind: more than the default time.
      test.slow();
      const lang: Lang = 'en';
      await rememberLanguage(page, lang);
      await signIn(page.request, accounts.internal);
      const code = uniqueCode('E2E-AGR');
      const list = new AnnouncementListPage(page, lang);
      await list.open();
      await page.getByRole('link', { name: list.words.create }).click();

      const form = new AnnouncementFormPage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: form.words.createHeading })).toBeVisible();
      await form.field('Code').fill(code);
      await form.field(form.words.titleId).fill(`Perjanjian ${code}`);
      await form.field(form.words.titleEn).fill(`Agreement ${code}`);
      await form.writeRichText(form.words.contentId, 'Ketentuan baru', 'Mohon baca dan setujui', 'segera');
      await form.writeRichText(form.words.contentEn, 'New terms', 'Please read and accept', 'soon');
      await page.getByRole('radio', { name: form.words.storeCodes }).check();
      await form.textbox(form.words.storeCodes).fill('DEMO-60001');
      const now = Date.now();
      // It starts tomorrow: a running agreement would stop every seller of DEMO-60001 in the suites beside this one.
      await form.setWindow(now + 24 * hour, now + 72 * hour);
      await form.field(form.words.banner).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: tinyPng });
      await expect(page.getByRole('img', { name: 'Banner preview' })).toBeVisible();
      await form.save();

      // The detail: the sanitised rich text, the audience, and the creation in the history.
      const detail = new AnnouncementDetailPage(page, lang);
      await detail.expectLoaded(code, `Perjanjian ${code}`);
      const english = page.locator('section[lang="en"] article');
      await expect(english.getByRole('heading', { level: 2, name: 'New terms' })).toBeVisible();
      await expect(english.locator('strong')).toHaveText('soon');
      await expect(page.getByText('Store codes: DEMO-60001')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^Agreement$/ })).toBeVisible();
      await expect(page.getByRole('img', { name: `Banner of Perjanjian ${code}` })).toBeVisible();
      await expect(detail.history.getByText(`${detail.words.created} ${accounts.internal.username}`)).toBeVisible();

      // The list finds it by its code, with its type, status and window.
      await list.open();
      await list.search(code);
      await expect(list.row(code)).toContainText(`Perjanjian ${code}`);
      await expect(list.row(code)).toContainText('Scheduled');
      await list.row(code).getByRole('link', { name: code }).click();
      await detail.expectLoaded(code, `Perjanjian ${code}`);

      // Edit: the form comes filled in; a new English title is one change in the history, before and after.
      await page.getByRole('link', { name: detail.words.edit }).click();
      await expect(form.field(form.words.titleEn)).toHaveValue(`Agreement ${code}`);
      await expect(form.editor(form.words.contentEn).getByRole('heading', { name: 'New terms' })).toBeVisible();
      await form.field(form.words.titleEn).fill(`Agreement ${code} (revised)`);
      await form.save();
      await detail.expectLoaded(code, `Perjanjian ${code}`);
      // Newest first: the change is the first entry, the creation (every field set) the second.
      const change = detail.history
        .getByRole('listitem')
        .first()
        .getByRole('row', { name: /Title \(English\)/ });
      await expect(change).toContainText(`Agreement ${code}`);
      await expect(change.locator('ins')).toHaveText(`Agreement ${code} (revised)`);
      await expect(detail.history.getByText(`${detail.words.changed} ${accounts.internal.username}`)).toBeVisible();

      const csvDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: detail.words.csv }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe(`announcement-${code}.csv`);
      const csvText = await readFile(await csv.path(), 'utf8');
      const [header, ...rows] = csvText
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      // No seller has seen it before it starts: the header in the contract's column order, and no row.
      expect(header.split(',').map((cell) => cell.replace(/"/g, ''))).toEqual([...announcementReportColumns]);
      expect(rows).toEqual([]);

      const xlsxDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: detail.words.xlsx }).click();
      const xlsx = await xlsxDownload;
      expect(xlsx.suggestedFilename()).toBe(`announcement-${code}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      const bytes = await readFile(await xlsx.path());
      await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const cells = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).map((value) => String(value ?? ''));
      expect(cells(1).filter(Boolean)).toEqual([...announcementReportColumns]);
      expect(sheet.actualRowCount).toBe(1);
    },
  );

  test('no title, an end before the start and a taken code show the translated errors and save nothing', async ({ page }) => {
    const lang: Lang = 'id';
    await rememberLanguage(page, lang);
    await signIn(page.request, accounts.internal);
    const code = uniqueCode('E2E-BAD');
    await page.goto('/console/announcement/create');
    const form = new AnnouncementFormPage(page, lang);
    await expect(form.editor(form.words.contentId)).toBeVisible();
    await form.field('Kode').fill(code);
    await form.field(form.words.titleEn).fill('No Indonesian title');
    await form.writeRichText(form.words.contentId, 'Judul', 'Isi', 'tebal');
    await form.writeRichText(form.words.contentEn, 'Heading', 'Body', 'bold');
    const now = Date.now();
    await form.setWindow(now + 48 * hour, now + 24 * hour);
    await form.save();

    await expect(form.field(form.words.titleId)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(form.words.titleBlank)).toBeVisible();
    await expect(form.field(form.words.titleId)).toBeFocused();
    await expect(page.getByText(form.words.endBeforeStart)).toBeVisible();
    await expect(form.field(form.words.end)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/console\/announcement\/create$/);
    expect(await countByCode(page.request, code)).toBe(0);

    // Fixing the title alone still leaves the window wrong: nothing is sent yet.
    await form.field(form.words.titleId).fill('Judul');
    await form.save();
    await expect(form.field(form.words.end)).toBeFocused();
    expect(await countByCode(page.request, code)).toBe(0);

    // What only the server knows comes back translated on its field: a code another announcement has (§8).
    await form.setWindow(now + hour, now + 48 * hour);
    await form.field('Kode').fill('DEMO-AGREEMENT');
    await form.save();
    await expect(page.getByText('Sudah ada pengumuman dengan kode ini.')).toBeVisible();
    await expect(form.field('Kode')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('Kode')).toBeFocused();
    await expect(page).toHaveURL(/\/console\/announcement\/create$/);
    expect(await countByCode(page.request, code)).toBe(0);
  });

  test('banners are put in order with the keyboard and the order is saved', async ({ page }) => {
    const lang: Lang = 'en';
    await rememberLanguage(page, lang);
    await signIn(page.request, accounts.internal);
    const now = Date.now();
    const banner = `data:image/png;base64,${tinyPng.toString('base64')}`;
    const fields = (title: string) => ({
      type: 'SURVEY',
      conditions: ['CAN-BE-SKIPPED'],
      title: { id: title, en: title },
      content: { id: '<p>Isi</p>', en: '<p>Body</p>' },
      audience: { type: 'STORE_CODES', values: [noSellerStore] },
      startTime: now - hour,
      endTime: now + 24 * hour,
      bannerImage: banner,
    });
    const first = await createAnnouncementThroughApi(page.request, { ...fields(`Banner one ${now}`), code: uniqueCode('E2E-BN1') });
    const second = await createAnnouncementThroughApi(page.request, { ...fields(`Banner two ${now}`), code: uniqueCode('E2E-BN2') });

    const list = new AnnouncementListPage(page, lang);
    await list.open();
    await expect(list.bannerList).toContainText(first);
    await expect(list.bannerList).toContainText(second);
    const [upper, lower] = await list.bannerOrder([first, second]);
    const [upperAt, lowerAt] = await list.bannerPositions([upper, lower]);

    // The lower one goes just above the upper one: its handle, Space, the up arrow once per place, Space.
    const lowerTitle = lower === first ? `Banner one ${now}` : `Banner two ${now}`;
    const handle = list.bannerList.getByRole('button', { name: list.words.move(lowerTitle), exact: true });
    await handle.focus();
    // Each key waits for what the page says back: the handle pressed once picked up, then the live region's words.
    const liveRegion = page.locator('[aria-live="assertive"]');
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    for (let position = lowerAt; position > upperAt; position -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(liveRegion).toContainText(`${lowerTitle} moved to position ${position} `);
    }
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText(`${lowerTitle} dropped at position ${upperAt + 1} `);
    await expect.poll(() => list.bannerOrder([first, second])).toEqual([lower, upper]);
    await page.getByRole('button', { name: list.words.saveOrder }).click();
    await expect(page.getByText(list.words.orderSaved)).toBeVisible();

    // Saved on the server: a fresh page shows the new order.
    await list.open();
    await expect.poll(() => list.bannerOrder([first, second])).toEqual([lower, upper]);
  });

  test('an internal user stops a running announcement after confirming', async ({ page }) => {
    const lang: Lang = 'id';
    await rememberLanguage(page, lang);
    await signIn(page.request, accounts.internal);
    const now = Date.now();
    const code = await createAnnouncementThroughApi(page.request, {
      code: uniqueCode('E2E-STOP'),
      type: 'SURVEY',
      conditions: [],
      title: { id: 'Survei berhenti', en: 'Survey to stop' },
      content: { id: '<p>Isi</p>', en: '<p>Body</p>' },
      audience: { type: 'STORE_CODES', values: [noSellerStore] },
      startTime: now - hour,
      endTime: now + 24 * hour,
    });
    await page.goto(`/console/announcement/${code}`);
    const detail = new AnnouncementDetailPage(page, lang);
    await detail.expectLoaded(code, 'Survei berhenti');
    await page.getByRole('button', { name: detail.words.stop, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Survei berhenti');
    await dialog.getByRole('button', { name: detail.words.stopConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Dihentikan', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: detail.words.stop, exact: true })).toBeHidden();
    await expect(detail.history.getByText(`Dihentikan oleh ${accounts.internal.username}`)).toBeVisible();
  });
});
