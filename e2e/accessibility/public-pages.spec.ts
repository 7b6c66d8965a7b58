import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits } from '../support/axe';
import { PublicPages } from '../seller-portal/pages/public-pages.page';

// The §2.2 pages (public) and the CMS editor in both languages at 375 and 1280 px: no serious or critical axe finding.
const publicPaths = [
  ['start-selling', '/mulai-berjualan'],
  ['service-marketplace', '/layanan-pendukung'],
  ['help', '/bantuan'],
  ['business-development', '/pengembangan-usaha'],
  ['business-development-bliklan', '/pengembangan-usaha/bliklan'],
  ['ip-protection', '/intellectual-property-protection'],
  ['content-pages', '/pages'],
  ['content-page', '/pages/shipping-policy'],
  ['seller-agreement', '/pages/seller-agreement'],
  ['privacy-policy', '/pages/seller-privacy-policy'],
  ['agreement', '/agreement'],
] as const;

for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the public marketing, help and content pages`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const pages = new PublicPages(page, lang);
    const problems = await walkVisits(page, lang, [
      ...publicPaths.map(([name, path]) => ({
        name: `public-${name}`,
        path: pages.url(path),
        ready: (each: Page) => expect(each.getByRole('heading', { level: 1 }).first()).toBeVisible(),
      })),
      // §3 exit-popup-closed: the start selling page's invitation to a visitor about to leave.
      {
        name: 'public-start-selling-exit-popup',
        path: pages.url('/mulai-berjualan'),
        ready: (each: Page) => expect(each.getByRole('heading', { level: 1 }).first()).toBeVisible(),
        act: async () => {
          await pages.leaveThroughTheTop();
          await expect(pages.exitPopup).toBeVisible();
        },
      },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`accessibility (${lang}): the CMS editor in the portal and the console`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.internal });
    const problems = await walkVisits(page, lang, [
      { name: 'cms-content', path: `/cms-content?lang=${lang}`, ready: (each) => expect(each.getByRole('table')).toBeVisible() },
      {
        name: 'cms-content-edit',
        path: `/cms-content/seller-center-bantuan?lang=${lang}`,
        ready: (each) => expect(each.getByRole('heading', { level: 2 }).last()).toBeVisible(),
      },
      // The same pages in the internal console.
      { name: 'console-cms-content', path: `/console/cms-content?lang=${lang}`, ready: (each) => expect(each.getByRole('table')).toBeVisible() },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
