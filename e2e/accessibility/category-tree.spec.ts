import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { CategoryTreePages, categoryTreeWords } from '../internal-console/pages/category-tree.page';

/** The tree in the console and in the portal, a rename form open, a name refused with its reason, and a "move to" form. */
function visits(lang: Lang): AxeVisit[] {
  const words = categoryTreeWords[lang];
  const ready = (page: Parameters<AxeVisit['ready']>[0]) => expect(page.getByRole('list', { name: words.tree })).toBeVisible();
  return [
    { name: 'category-tree', path: '/console/category-tree', ready },
    { name: 'category-tree-portal', path: '/category-tree', ready },
    {
      name: 'category-tree-rename-refused',
      path: '/console/category-tree',
      ready,
      act: async (page) => {
        const tree = new CategoryTreePages(page, lang);
        const row = tree.category('CAT-FOOD-SNACK');
        await row.getByRole('button', { name: words.renameOf('Camilan') }).click();
        const form = row.locator('form');
        await tree.fillAndSave(form, { name: 'Kopi & Teh', nameEn: 'Snacks' });
        await expect(form.getByRole('alert')).toContainText(words.nameTaken);
      },
    },
    {
      name: 'category-tree-move-to',
      path: '/console/category-tree',
      ready,
      act: async (page) => {
        const tree = new CategoryTreePages(page, lang);
        await tree
          .category('CAT-FOOD-SNACK')
          .getByRole('button', { name: words.moveToOf('Camilan') })
          .click();
        await expect(page.getByRole('form', { name: words.moveToOf('Camilan') }).getByRole('combobox', { name: words.newParent })).toBeVisible();
      },
    },
  ];
}

// The category tree's page in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the product category tree`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.internal });
    const problems = await walkVisits(page, lang, visits(lang));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
