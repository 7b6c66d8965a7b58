import { storefrontPaths, storefrontPublicPath, type StorefrontSection } from '@seller-portal/contracts/storefront';
import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, projectOfLanguage, shellWords } from '../support/accounts';
import { StorefrontPages } from './pages/storefront.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

/** Each project arranges a store of its own (the desktop seller's, the phone's MPP owner's), so the runs never meet. */
const storeAccount = (project: string) => (project === projectOfLanguage.en ? accounts.mpp : accounts.seller);

test('a seller moves a storefront section up by the keyboard and publishes; the public page shows the new order', async ({ page, browser }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, storeAccount(testInfo.project.name), { lang });
  const pages = new StorefrontPages(page, lang);
  // Titles of this attempt's own, so a retry never meets an earlier attempt's sections.
  const run = Date.now().toString(36);
  const titles = [`Salam ${run}`, `Promo ${run}`, `Penutup ${run}`];
  const text = (title: string, index: number): StorefrontSection => ({ id: `e2e-${run}-${index}`, type: 'TEXT', title, format: 'PLAIN', body: `${title}.` });
  await pages.setDraft(titles.map(text));
  const version = await pages.publishedVersion();

  await pages.open();
  await expect.poll(() => pages.sectionOrder()).toEqual(titles);
  await pages.moveUpByKeyboard(titles[2], 3, 2, 3);
  await expect(page.getByText(pages.words.reordered)).toBeVisible();
  await expect.poll(() => pages.sectionOrder()).toEqual([titles[2], titles[0], titles[1]]);
  // The live preview follows the draft, at either width.
  const preview = page.getByTestId('storefront-preview');
  await expect(preview.locator('section[data-section-type] > h3').first()).toHaveText(titles[2]);
  await page.getByRole('button', { name: pages.words.desktop }).click();
  await expect(preview).toHaveAttribute('data-width', 'desktop');
  await pages.publish(version + 1);

  // Anyone with the link, without a session, sees the published order.
  const session = await page.request.get(storefrontPaths.storefront);
  const { publicPath } = ((await session.json()) as { value: { publicPath: string } }).value;
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${publicPath}?lang=${lang}`);
    await expect(anonymous.locator('section[data-section-type] > h2')).toHaveText([titles[2], titles[0], titles[1]]);
  } finally {
    await visitor.close();
  }
});

test('a banner that is not an image, or is 20 MB, is refused with the reason and nothing is added', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, storeAccount(testInfo.project.name), { lang });
  const pages = new StorefrontPages(page, lang);
  await pages.open();
  await page.getByRole('button', { name: pages.words.addSection, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(pages.words.upload).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') });
  await expect(dialog.getByRole('alert')).toContainText(pages.words.notAnImage);
  await dialog.getByLabel(pages.words.upload).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(20 * 1024 * 1024) });
  await expect(dialog.getByRole('alert')).toContainText(pages.words.tooLarge);
  await expect(dialog.getByRole('img')).toHaveCount(0);
});

test('a store that never published has no public storefront, and says so', onlyIn(projectOfLanguage.id), async ({ page }) => {
  await page.goto(`${storefrontPublicPath('DEMO-60006')}?lang=id`);
  await expect(page.getByText('Toko ini belum menerbitkan etalasenya.')).toBeVisible();
});

test(
  'staff without the store-information code see "No access" on both pages, and the server refuses their calls (§6)',
  onlyIn(projectOfLanguage.id),
  async ({ page }) => {
    await signInThroughApi(page, accounts.staff, { lang: 'id' });
    for (const path of ['/store-layout', '/store-catalog']) {
      await page.goto(path);
      await expect(new ShellPage(page, 'id').errorView('noAccess')).toBeVisible();
      await expect(page.getByText(shellWords.id.noAccess)).toBeVisible();
    }
    expect((await page.request.get(storefrontPaths.storefront)).status()).toBe(403);
    expect((await page.request.get(storefrontPaths.catalog)).status()).toBe(403);
  },
);
