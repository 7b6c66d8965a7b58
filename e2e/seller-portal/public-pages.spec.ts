import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, words, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { CmsEditorPage, PublicPages } from './pages/public-pages.page';

// §2.2 the public pages from the CMS, read without a session, in both languages (§2.7).

for (const lang of ['id', 'en'] as Lang[]) {
  test.describe(`a visitor (${lang})`, () => {
    test('reads the start selling page with its promo and the way to register', async ({ page }) => {
      const pages = new PublicPages(page, lang);
      await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
      await expect(page).toHaveTitle(pages.words.startSellingTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.getByTestId('cms-promo')).toContainText(pages.words.promo);
      await expect(page.getByRole('link', { name: pages.words.register })).toHaveAttribute('href', '/register');
    });

    test('searches the help page’s questions as they type, and a found question opens', async ({ page }) => {
      const pages = new PublicPages(page, lang);
      await page.goto(pages.url('/bantuan'));
      await expect(pages.helpSearch).toBeVisible();
      await expect(page.getByText(pages.words.helpOther, { exact: true })).toBeVisible();
      await pages.helpSearch.fill(pages.words.helpQuery);
      await expect(page.getByText(pages.words.helpOther, { exact: true })).toHaveCount(0);
      await page.getByText(pages.words.helpQuestion, { exact: true }).click();
      await expect(page.getByText(pages.words.helpAnswer)).toBeVisible();
      // The search is kept in the address: the same link shows the same questions.
      await expect(page).toHaveURL(/[?&]q=/);
      await page.reload();
      await expect(pages.helpSearch).toHaveValue(pages.words.helpQuery);
      await expect(page.getByText(pages.words.helpOther, { exact: true })).toHaveCount(0);
    });

    test('opens a help question from its link', async ({ page }) => {
      const pages = new PublicPages(page, lang);
      await page.goto(`${pages.url('/bantuan')}#${pages.words.helpAnchor}`);
      await expect(page.getByText(pages.words.helpAnswer)).toBeVisible();
      await expect(page.getByText(pages.words.helpAnswer)).toBeInViewport();
    });

    test('opens a business-development programme from the menu', async ({ page }) => {
      const pages = new PublicPages(page, lang);
      await page.goto(pages.url('/pengembangan-usaha'));
      await page.getByRole('link', { name: pages.words.fbbHeading }).first().click();
      await expect(page).toHaveURL(/\/pengembangan-usaha\/fbb/);
      await expect(pages.heading(pages.words.fbbHeading)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: pages.words.benefits })).toBeVisible();
    });

    test('reads the seller agreement, and an unknown page is not found', async ({ page }) => {
      const pages = new PublicPages(page, lang);
      await pages.open('/pages/seller-agreement', pages.words.agreementTitle);
      await expect(page.getByRole('heading', { level: 2, name: pages.words.agreementArticle })).toBeVisible();
      await page.goto(pages.url('/pages/no-such-page'));
      await expect(page.locator('[data-kind="notFound"]')).toBeVisible();
    });
  });
}

test('the sign-in page shows the CMS’s banner under a form that is already usable', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const pages = new PublicPages(page, lang);
  await page.goto(pages.url('/sign-in'));
  await expect(page.getByRole('textbox', { name: words[lang].username })).toBeEditable();
  await expect(page.getByTestId('login-banner')).toContainText(pages.words.loginBanner);
  await expect(page.getByTestId('login-banner').getByRole('link')).toHaveAttribute('href', '/learning');
});

test('the download-app banner of the start selling page hides for a day (§2.8, §9)', onlyIn('phone'), async ({ page, context }) => {
  const pages = new PublicPages(page, 'id');
  await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
  await expect(pages.appBanner).toBeVisible();
  await pages.appBanner.getByRole('button', { name: pages.words.hideAppBanner }).click();
  await expect(pages.appBanner).toHaveCount(0);
  const cookie = (await context.cookies()).find((each) => each.name === 'hide-app-banner');
  const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  expect(hours).toBeLessThanOrEqual(24);
  // Still hidden on the other pages that show it, until the cookie ends.
  await pages.open('/bantuan', /.+/);
  await expect(pages.helpSearch).toBeVisible();
  await expect(pages.appBanner).toHaveCount(0);
  // A day later the cookie is gone and the banner is back.
  await context.clearCookies({ name: 'hide-app-banner' });
  await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
  await expect(pages.appBanner).toBeVisible();
});

test('an internal user edits and publishes a page, and a visitor sees the change', onlyIn('desktop'), async ({ page, browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  await signInAs(page, accounts.internal, 'id');
  const editor = new CmsEditorPage(page, 'id');
  await editor.openList();
  await editor.openPage(editor.words.returnPolicy);
  const title = `Kebijakan Pengembalian ${Date.now()}`;
  await editor.retitleAndPublish(title);
  await expect(page.getByRole('heading', { name: editor.words.revisions })).toBeVisible();
  await expect(page.getByText(editor.words.publishedRevision, { exact: true }).first()).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = new PublicPages(await visitorContext.newPage(), 'id');
  await visitor.open('/pages/return-policy', title);
  await visitorContext.close();
});
