import { expect, test } from '@playwright/test';
import { readLabelPdf } from '../../apps/api/test/support/label-pdf';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { ContractPages } from './pages/contract.page';
import { ShellPage } from './pages/shell.page';

test('a visitor without a session opens /contract with the header: the standard terms and base margins, a sign-in for the own contract', async ({
  page,
}, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const pages = new ContractPages(page, lang);
  await pages.open(`?lang=${lang}`);
  // §2.7: a public page that still shows the header.
  await expect(new ShellPage(page, lang).header).toBeVisible();
  await expect(pages.storeHeading).toHaveCount(0);
  await expect(pages.baseMarginCard(pages.words.food)).toContainText(pages.words.foodRate);
  await pages.baseMarginCard(pages.words.food).click();
  await expect(pages.baseMarginHeading(pages.words.food)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: pages.words.coffee })).toBeVisible();
  // An agreement is the store's: the visitor is asked to sign in and comes back to it.
  await page.goto('/contract/margin/1');
  await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fcontract%2Fmargin%2F1$/);
});

test('a seller sees the store’s contract, downloads it as a PDF and opens its margin agreement', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const pages = new ContractPages(page, lang);
  await pages.open();
  await expect(pages.storeHeading).toBeVisible();
  await expect(pages.signInLink).toHaveCount(0);

  const pdf = await pages.download(() => pages.downloadLink.click());
  expect(pdf.name).toMatch(/^contract-SC-DEMO-60001-\d{4}-v2\.pdf$/);
  const texts = (await readLabelPdf(new Uint8Array(pdf.bytes))).flatMap((each) => each.texts).join('\n');
  for (const text of [pages.words.pdfTitle, pages.words.coffee, pages.words.coffeeRate]) expect(texts).toContain(text);

  await pages.agreementLink(pages.words.coffee).click();
  await expect(pages.agreementHeading(pages.words.coffee)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(pages.words.coffeeRate);
  await expect(page).toHaveURL(/\/contract\/margin\/\d+$/);
});

test('staff without the store-information code see the standard terms on /contract and "No access" on an agreement', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.staff, lang);
  const pages = new ContractPages(page, lang);
  await pages.open();
  await expect(page.getByText(pages.words.noAccess)).toBeVisible();
  await expect(pages.storeHeading).toHaveCount(0);
  await page.goto('/contract/margin/1');
  await expect(new ShellPage(page, lang).errorView('noAccess')).toBeVisible();
});
