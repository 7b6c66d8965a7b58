import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { DownloadPage } from './pages/download.page';
import { SignInPage } from './pages/sign-in.page';

// §2.5 /download/:type: the links of emails and notifications download the signed-in seller's file.

test('a seller’s link downloads the store’s signed contract, and again on asking', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const downloads = new DownloadPage(page, lang);
  const pdf = await downloads.openAndDownload('contract');
  expect(pdf.name).toMatch(/^contract-SC-DEMO-60001-\d{4}-v2\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [again] = await Promise.all([page.waitForEvent('download'), downloads.againButton.click()]);
  expect(again.suggestedFilename()).toBe(pdf.name);
});

test('a visitor without a session signs in and comes back to the download', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const downloads = new DownloadPage(page, lang);
  await downloads.open('contract');
  await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fdownload%2Fcontract/);
  const signIn = new SignInPage(page, lang);
  await expect(signIn.username).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), signIn.signIn(accounts.seller.username, accounts.seller.password)]);
  expect(download.suggestedFilename()).toMatch(/^contract-SC-DEMO-60001-/);
  await expect(downloads.started).toBeVisible();
});

test('an unknown kind, a missing id and a file that is gone each get a clear page, not an error view', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const downloads = new DownloadPage(page, lang);
  await downloads.open('payslip', '1');
  await expect(downloads.invalidHeading).toBeVisible();
  await downloads.open('order-export');
  await expect(downloads.invalidHeading).toBeVisible();
  await downloads.open('store-data-change', '0f6c1f7e-8c1d-4f0a-9a55-2f1d7c3b9e10');
  await expect(downloads.goneHeading).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
