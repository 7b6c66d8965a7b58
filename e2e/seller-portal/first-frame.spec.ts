import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, words, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { FirstFramePage } from './pages/first-frame.page';

// The server draws /sign-in and /register before the app's code has run (apps/api …/static/first-frame.ts): the first
// paint is the page's final layout, and the app's first render replaces it without moving anything.

const headings: Record<Lang, Record<'/sign-in' | '/register', string>> = {
  id: { '/sign-in': 'Masuk ke Seller Center', '/register': 'Daftar sebagai penjual' },
  en: { '/sign-in': 'Sign in to Seller Center', '/register': 'Register as a seller' },
};

for (const lang of ['id', 'en'] as const) {
  test(`without JavaScript, /sign-in and /register show their heading and form in ${lang}`, async ({ browser, playwright }, testInfo) => {
    const device = testInfo.project.name === 'phone' ? playwright.devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } };
    const frame = await FirstFramePage.withoutJavaScript(browser, device, lang);
    try {
      await frame.open('/sign-in');
      await expect(frame.heading(headings[lang]['/sign-in'])).toBeVisible();
      await expect(frame.field(words[lang].username)).toBeVisible();
      await expect(frame.field(words[lang].password)).toBeVisible();
      await expect(frame.browserPage.getByRole('button', { name: words[lang].signIn, exact: true })).toBeVisible();
      await expect(frame.browserPage.locator('html')).toHaveAttribute('lang', lang);

      await frame.open('/register');
      await expect(frame.heading(headings[lang]['/register'])).toBeVisible();
      await expect(frame.field(accountWords[lang].fullName)).toBeVisible();
      await expect(frame.field(accountWords[lang].storeName)).toBeVisible();
    } finally {
      await frame.close();
    }
  });
}

test('the frame shows before the app runs, takes no typing, and the working sign-in form replaces it in place', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const signIn = new FirstFramePage(page, lang);
  const { release } = await signIn.openHoldingTheApp('/sign-in');
  await expect(signIn.frame).toHaveAttribute('inert', '');
  await expect(signIn.heading(headings[lang]['/sign-in'])).toBeVisible();
  await expect(signIn.field(words[lang].username)).not.toBeEditable();
  const drawn = await signIn.boxes();

  release();
  await signIn.untilTheAppDrew();
  expect(await signIn.boxes()).toEqual(drawn);
  // The app's form: it takes the seller's typing and signs in.
  await signIn.field(words[lang].username).fill(accounts.seller.username);
  await signIn.field(words[lang].password).fill(accounts.seller.password);
  await page.getByRole('button', { name: words[lang].signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
});

for (const path of ['/sign-in', '/register'] as const) {
  test(`${path}: the server's frame is the app's page, element for element and box for box`, async ({ page }, testInfo) => {
    const lang = langOfProject(testInfo.project.name);
    const frame = new FirstFramePage(page, lang);
    const writtenAndDownloaded = frame.countStylesheetDownloads();
    const { release } = await frame.openHoldingTheApp(path);
    await expect(frame.frame).toBeVisible();
    const drawnShape = await frame.shape();
    const drawnBoxes = await frame.boxes();
    expect(drawnShape.length).toBeGreaterThan(10);

    release();
    await frame.untilTheAppDrew();
    // A change to the page (an element, a class, a text) fails here until the frame follows (and the other way round).
    expect(await frame.shape()).toEqual(drawnShape);
    expect(await frame.boxes()).toEqual(drawnBoxes);
    // The stylesheets written into the document are not downloaded again when the app loads the page's chunks.
    expect(await writtenAndDownloaded()).toEqual([]);
  });
}

test('a language kept in local storage alone (the previous portal) draws the next frame in it', onlyIn('desktop'), async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('NG_TRANSLATE_LANG_KEY')) localStorage.setItem('NG_TRANSLATE_LANG_KEY', 'en');
  });
  // Opened without ?lang (the page object's addresses carry it for English, which would set the cookie itself).
  const signIn = new FirstFramePage(page, 'id');
  // The server cannot read local storage: the first visit's frame is Indonesian, the app's page English.
  await page.goto('/sign-in');
  await signIn.untilTheAppDrew();
  await expect(signIn.heading(headings.en['/sign-in'])).toBeVisible();

  // The app has written the language into the cookie: the next document's frame is English.
  const { release } = await signIn.openHoldingTheApp('/register');
  await expect(signIn.frame).toBeVisible();
  await expect(signIn.heading(headings.en['/register'])).toBeVisible();
  release();
});
