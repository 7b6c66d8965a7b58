import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, onlyIn, projectOfLanguage, shellWords, type Lang } from '../support/accounts';
import { PageWords } from './pages/language.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

const other = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');

/** The session's menu as the viewport shows it: the header's bar on the laptop, the mobile menu's list on the phone. */
async function menuEntries(page: Page, lang: Lang): Promise<string[]> {
  const header = page.getByRole('banner');
  const bar = header.getByRole('navigation', { name: shellWords[lang].mainMenu });
  if (await bar.isVisible()) return PageWords.entries(bar);
  await page.getByRole('button', { name: shellWords[lang].openMenu }).click();
  const drawer: Locator = page.getByRole('dialog', { name: shellWords[lang].account });
  const entries = await PageWords.entries(drawer.getByRole('navigation', { name: shellWords[lang].mainMenu }));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return entries;
}

test.beforeEach(async ({ page }) => {
  await new ShellPage(page).skipWebPushPrompt();
});

test.describe('switching the language in the header changes every word of the page and the menu at once (§5)', () => {
  for (const first of ['en', 'id'] as const) {
    test(`a page opened in ${first}, switched to ${other(first)} and back`, onlyIn(projectOfLanguage[first]), async ({ page }) => {
      await signInThroughApi(page, accounts.seller, { lang: first });
      await page.goto('/dashboard');
      const shell = new ShellPage(page, first);
      const words = new PageWords(page);
      await expect(shell.greeting).toBeVisible();
      await words.expectAllIn(first);
      const keys = PageWords.menuKeys(await menuEntries(page, first), first);

      for (const lang of [other(first), first]) {
        await shell.switchLanguage(lang);
        await expect(new ShellPage(page, lang).greeting).toBeVisible();
        await words.expectAllIn(lang);
        expect(await menuEntries(page, lang)).toEqual(PageWords.menuNames(keys, lang));
      }
    });
  }

  test('a link with ?lang opens the page in that language, the menu too', async ({ page }) => {
    await signInThroughApi(page, accounts.seller, { lang: 'id' });
    await page.goto('/dashboard?lang=en');
    await expect(new ShellPage(page, 'en').greeting).toBeVisible();
    const words = new PageWords(page);
    await words.expectAllIn('en');
    const entries = await menuEntries(page, 'en');
    expect(entries).toEqual(PageWords.menuNames(PageWords.menuKeys(entries, 'en'), 'en'));
  });
});
