import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { StoreStaffPages } from './pages/store-staff.page';

test('/store/staff shows its page to a session in STORE mode', async ({ page, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang, baseURL);
  const pages = new StoreStaffPages(page, lang);
  await pages.open();
  await expect(page).toHaveURL(new RegExp(`${pages.base}/store/staff$`));
});
