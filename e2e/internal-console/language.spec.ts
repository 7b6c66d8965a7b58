import { expect, test } from '@playwright/test';
import { accounts, type Lang } from '../support/accounts';
import { PageWords } from '../seller-portal/pages/language.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';

const other = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');
const heading = { id: 'Area internal', en: 'Internal areas' } as const;

test.describe('switching the console’s language changes every word of the page and its areas at once (§5)', () => {
  for (const first of ['en', 'id'] as const) {
    test(`the console opened in ${first}, switched to ${other(first)} and back`, async ({ page }) => {
      await signInThroughApi(page, accounts.internal, { lang: first });
      await page.goto('/console/');
      await expect(page.getByRole('heading', { level: 1, name: heading[first] })).toBeVisible();
      const words = new PageWords(page);
      const areas = page.getByRole('heading', { level: 2 });
      await words.expectAllIn(first);
      const keys = PageWords.menuKeys(await areas.allInnerTexts(), first);
      expect(keys.length).toBeGreaterThan(0);

      for (const lang of [other(first), first]) {
        const choice = page.getByRole('radio', { name: lang === 'en' ? 'English' : 'Bahasa Indonesia' });
        await choice.click();
        await expect(choice).toBeChecked();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible();
        await words.expectAllIn(lang);
        expect(await areas.allInnerTexts()).toEqual(PageWords.menuNames(keys, lang));
      }
    });
  }
});
