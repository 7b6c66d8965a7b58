import { pickupPointPaths } from '@seller-portal/contracts/pickup-points';
import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, projectOfLanguage, shellWords, words } from '../support/accounts';
import { addPickupPoint, kebayoranPoint, PickupPointsPages, pickupPointsWords, removePickupPoint } from './pages/pickup-points.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

test('a seller shortens a day’s hours, sees the pickup schedule that no longer fits flagged, and fixes it', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  // A pickup point of this attempt's own, so a retry or the other project never meets another's changes.
  const name = `Gudang Uji ${testInfo.project.name} ${Date.now().toString(36)}`;
  const point = await addPickupPoint(page, kebayoranPoint(name, { schedules: [{ courier: 'JNE', day: 1, start: '15:00', end: '16:00' }] }));
  try {
    const pages = new PickupPointsPages(page, lang);
    const monday = pickupPointsWords[lang].monday;
    await pages.open();
    await expect(pages.row(name)).toContainText(pages.words.validRow);

    // Monday now closes at 14:00: the JNE pickup at 15:00 is flagged while the seller edits, and on the list once saved.
    await pages.edit(name);
    await pages.closesAt(monday).fill('14:00');
    await expect(pages.schedule(1).getByText(pages.words.scheduleProblem)).toBeVisible();
    await pages.save();
    await expect(pages.row(name)).toContainText(pages.words.invalidRow);
    await expect(pages.invalidSchedules.getByRole('link', { name: new RegExp(`^${name}: JNE`) })).toBeVisible();

    // The pickup moves to 10:00–12:00, inside the hours: the flag goes.
    await pages.invalidSchedules.getByRole('link', { name: new RegExp(`^${name}: JNE`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.words.editHeading(name) })).toBeVisible();
    await pages.schedule(1).getByLabel(pages.words.from).fill('10:00');
    await pages.schedule(1).getByLabel(pages.words.until).fill('12:00');
    await expect(pages.schedule(1).getByText(pages.words.scheduleProblem)).toHaveCount(0);
    await pages.save();
    await expect(pages.row(name)).toContainText(pages.words.validRow);
    await expect(pages.invalidSchedules.getByRole('link', { name: new RegExp(`^${name}:`) })).toHaveCount(0);
  } finally {
    await removePickupPoint(page, point.code);
  }
});

test('a seller keeps a point open past midnight, and the courier’s pickup after midnight fits its hours', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  const name = `Gudang Malam ${testInfo.project.name} ${Date.now().toString(36)}`;
  const point = await addPickupPoint(
    page,
    // Open on Fridays only; the pickup on Saturday 01:00 is in no hours yet.
    kebayoranPoint(name, { openingHours: [{ day: 5, open: '08:00', close: '17:00' }], schedules: [{ courier: 'JNE', day: 6, start: '01:00', end: '02:00' }] }),
  );
  try {
    const pages = new PickupPointsPages(page, lang);
    const friday = pages.words.friday;
    await pages.openPoint(point.code, name);
    await expect(pages.schedule(1).getByText(pages.words.scheduleProblem)).toBeVisible();
    await pages.opensAt(friday).fill('22:00');
    await pages.closesAt(friday).fill('06:00');
    await pages.overnight(friday).check();
    // Friday's night now reaches Saturday 06:00: the pickup at 01:00 fits.
    await expect(pages.schedule(1).getByText(pages.words.scheduleProblem)).toHaveCount(0);
    await pages.save();
    await expect(pages.row(name)).toContainText(pages.words.validRow);
    await pages.openPoint(point.code, name);
    await expect(pages.overnight(friday)).toBeChecked();
  } finally {
    await removePickupPoint(page, point.code);
  }
});

test('a signed-out visit to a pickup point page goes to sign-in and back to it', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await page.goto(`/store/address/new${lang === 'en' ? '?lang=en' : ''}`);
  await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fstore%2Faddress%2Fnew/);
  await page.getByLabel(words[lang].username).fill(accounts.seller.username);
  await page.getByLabel(words[lang].password, { exact: true }).fill(accounts.seller.password);
  await page.getByRole('button', { name: words[lang].signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/store\/address\/new(\?lang=en)?$/);
  await expect(page.getByRole('heading', { level: 1, name: pickupPointsWords[lang].newHeading })).toBeVisible();
});

test('staff without the store-information code see "No access", and the server refuses their calls (§6)', onlyIn(projectOfLanguage.id), async ({ page }) => {
  await signInThroughApi(page, accounts.staff, { lang: 'id' });
  await page.goto('/store/address');
  await expect(new ShellPage(page, 'id').errorView('noAccess')).toBeVisible();
  await expect(page.getByText(shellWords.id.noAccess)).toBeVisible();
  expect((await page.request.get(pickupPointPaths.pickupPoints)).status()).toBe(403);
  expect((await page.request.get(pickupPointPaths.invalidSchedules)).status()).toBe(403);
});
