import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { OfficialReviewPages } from '../internal-console/pages/official-store.page';
import { OfficialStorePages, photoPng, scannedPdf } from './pages/official-store.page';

// Across the roles: a seller applies with the brand documents, internal staff approve it in the console, the seller's
// session carries OFFICIAL. Each run has its own store (brand@ in Indonesian on the desktop, brand2@ in English on the
// phone), since an approved store cannot apply again.
test('a seller applies with the brand documents, staff approve it in the console, and the seller sees OFFICIAL', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const lang = langOfProject(testInfo.project.name);
  const account = lang === 'id' ? accounts.brand : accounts.brand2;
  const brand = lang === 'id' ? 'Merek Nusantara' : 'Nusantara Brand';
  await signInAs(page, account, lang);
  const official = new OfficialStorePages(page, lang);
  const { words } = official;

  await official.openLanding();
  await page.getByRole('link', { name: words.apply }).click();
  await expect(official.heading(words.upgradeHeading)).toBeVisible();

  await page.getByRole('textbox', { name: words.brandName }).fill(brand);
  await page.getByRole('textbox', { name: words.trademarkNumber }).fill('IDM 000 765 432');
  await page.getByRole('radio', { name: words.distributor }).check();
  // A text file named .pdf is judged by its content and refused, with the §3 error's text.
  await official.attach(words.certificate, { name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, not a scan') });
  await expect(official.document('TRADEMARK_CERTIFICATE').getByRole('alert')).toContainText(words.typeRefused);
  await official.attach(words.certificate, { name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: scannedPdf });
  await expect(official.document('TRADEMARK_CERTIFICATE')).toContainText('sertifikat.pdf');
  await official.attach(words.letter, { name: 'surat-penunjukan.png', mimeType: 'image/png', buffer: photoPng });
  await expect(official.document('BRAND_AUTHORISATION')).toContainText('surat-penunjukan.png');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByTestId('official-application')).toContainText(words.inReview);
  await expect(page.getByTestId('official-application')).toContainText(brand);

  // Internal staff, in a browser of their own, approve it in the console.
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, accounts.internal, lang);
    const review = new OfficialReviewPages(staffPage, lang);
    await review.open();
    await review.openApplicationOf(account.store, brand);
    await expect(staffPage.getByRole('link', { name: /sertifikat\.pdf/ })).toBeVisible();
    await expect(staffPage.getByRole('link', { name: /surat-penunjukan\.png/ })).toBeVisible();
    await review.approve();
  } finally {
    await staffContext.close();
  }

  // The seller's next page load reads the reloaded session: OFFICIAL, with the term's end.
  await official.openApplication();
  await expect(page.getByTestId('official-state').getByTestId('official-badge')).toHaveText(words.badge);
  await expect(page.getByTestId('official-state')).toContainText(words.officialUntil);
  await expect(page.getByTestId('official-application')).toContainText(words.approved);
  const session = (await (await page.request.get('/backend/main/session')).json()) as { value?: { customFields?: { businessTypes?: string[] } } };
  expect(session.value?.customFields?.businessTypes).toContain('OFFICIAL');
});
