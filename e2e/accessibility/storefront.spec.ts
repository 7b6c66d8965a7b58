import { storefrontPublicPath } from '@seller-portal/contracts/storefront';
import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { StorefrontPages } from '../seller-portal/pages/storefront.page';

/** Reads the page as it is now, keeping a screenshot of it (tmp/screens) to look at. */
async function read(page: Page, name: string, lang: Lang, width: number, problems: string[]): Promise<void> {
  problems.push(...(await seriousViolations(page)).map((line) => `${name}: ${line}`));
  await page.screenshot({ path: `tmp/screens/storefront-${name}-${lang}-${width}.png`, fullPage: true });
}

// The storefront pages in both languages at a phone's 375 px and a desktop's 1280 px: the builder with the demo
// storefront and its live preview at both widths, a section's form, the catalog and the public page without a
// session: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): storefront`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.seller });
      const pages = new StorefrontPages(page, lang);
      const problems: string[] = [];
      await pages.open();
      await read(page, 'layout', lang, width, problems);
      await page.getByRole('button', { name: pages.words.desktop }).click();
      await read(page, 'layout-desktop-preview', lang, width, problems);
      // The forms of a new banner, showcase (the product picker) and formatted text (the rich text editor).
      for (const [type, name] of [
        ['BANNER', 'banner-form'],
        ['SHOWCASE', 'showcase-form'],
        ['TEXT', 'text-form'],
      ] as const) {
        await page.getByLabel(pages.words.newSection).selectOption(type);
        await page.getByRole('button', { name: pages.words.addSection, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        if (type === 'SHOWCASE') await expect(dialog.getByRole('checkbox').first()).toBeVisible();
        if (type === 'TEXT') {
          await dialog.getByLabel(pages.words.formatted).check();
          await expect(dialog.getByRole('textbox', { name: pages.words.text })).toBeVisible();
        }
        await read(page, name, lang, width, problems);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await pages.openCatalog();
      await read(page, 'catalog', lang, width, problems);
      await context.close();

      const visitor = await browser.newContext({ viewport: { width, height: 900 }, baseURL: testInfo.project.use.baseURL });
      const anonymous = await visitor.newPage();
      await anonymous.goto(`${storefrontPublicPath('DEMO-60001')}?lang=${lang}`);
      await expect(anonymous.locator('section[data-section-type]').first()).toBeVisible();
      await read(anonymous, 'public', lang, width, problems);
      await visitor.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
