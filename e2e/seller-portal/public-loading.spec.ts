import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { LearningPages } from './pages/learning.page';
import { LoadedScripts, signedInChunkFiles } from './pages/loaded-scripts.page';
import { PublicPages } from './pages/public-pages.page';
import { SignInPage } from './pages/sign-in.page';
import { ShellPage } from './pages/shell.page';

// §2.2, §2.5: a visitor's public pages load their frame and their page, not the signed-in shell, the module registry
// or the features' slots (the build's `signed-in` chunk).

test('a visitor without a session loads no signed-in chunk on Seller Learning and the start selling page', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const signedIn = signedInChunkFiles();
  expect(signedIn.length).toBeGreaterThan(0);
  const scripts = new LoadedScripts(page);

  const learning = new LearningPages(page, lang);
  await learning.open('/learning');
  await expect(learning.heading(learning.words.heading)).toBeVisible();
  await scripts.settled();
  // The app has taken the page over (the feature's chunk came), with the public header.
  expect(scripts.paths.some((path) => path.includes('/feature-learning-'))).toBe(true);
  const shell = new ShellPage(page, lang);
  await expect(shell.header).toBeVisible();

  // On to the start selling page through the header, in the same page load.
  const pages = new PublicPages(page, lang);
  await shell.followHeaderLink(lang === 'id' ? 'Mulai berjualan' : 'Start selling');
  await expect(pages.heading(pages.words.startSellingHeading)).toBeVisible();
  await scripts.settled();
  expect(scripts.paths.some((path) => path.includes('/feature-public-pages-'))).toBe(true);
  expect(scripts.paths.filter((path) => signedIn.includes(path))).toEqual([]);

  // Loaded first, the start selling page is the same.
  const fresh = new LoadedScripts(await page.context().newPage());
  const freshPages = new PublicPages(fresh.browserPage, lang);
  await freshPages.open('/mulai-berjualan', freshPages.words.startSellingHeading);
  await fresh.settled();
  expect(fresh.paths.some((path) => path.includes('/feature-public-pages-'))).toBe(true);
  expect(fresh.paths.filter((path) => signedIn.includes(path))).toEqual([]);
});

test('a signed-in seller still sees Seller Learning inside the signed-in shell', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const scripts = new LoadedScripts(page);
  const learning = new LearningPages(page, lang);
  await learning.open('/learning');
  await expect(learning.heading(learning.words.heading)).toBeVisible();
  await scripts.settled();
  const signedIn = signedInChunkFiles();
  expect(scripts.paths.some((path) => signedIn.includes(path))).toBe(true);
  // The seller's header, not the visitor's sign-in link.
  await expect(new ShellPage(page, lang).header.getByRole('link', { name: lang === 'id' ? 'Masuk' : 'Sign in', exact: true })).toHaveCount(0);
});

test('a visitor who signs in on the same page load comes back to Seller Learning in the signed-in shell', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const learning = new LearningPages(page, lang);
  const shell = new ShellPage(page, lang);
  const signInLink = shell.header.getByRole('link', { name: lang === 'id' ? 'Masuk' : 'Sign in', exact: true });
  await learning.open('/learning');
  await expect(learning.heading(learning.words.heading)).toBeVisible();
  await new LoadedScripts(page).settled();
  await signInLink.click();
  const signIn = new SignInPage(page, lang);
  await signIn.signIn(accounts.seller.username, accounts.seller.password);
  await expect(page).not.toHaveURL(/\/sign-in/);
  // Back to Seller Learning through the seller's header: the page the public frame served comes in the shell now.
  await shell.header.getByRole('link', { name: lang === 'id' ? 'Edukasi Seller' : 'Seller Learning', exact: true }).click();
  await expect(learning.heading(learning.words.heading)).toBeVisible();
  await expect(signInLink).toHaveCount(0);
});
