import { expect, test, type Browser } from '@playwright/test';
import { accounts, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { MobileConfigPages } from './pages/mobile-configs.page';

async function newEditor(browser: Browser, lang: Lang, baseURL: string | undefined, base: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, accounts.internal, lang);
  return { page, configs: new MobileConfigPages(page, lang, base) };
}

const uniqueKey = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

// §2.4 the same pages in the console (/console/) and in the seller portal, from one library and manifest.
for (const [where, base, lang] of [
  ['the console', '/console', 'en'],
  ['the seller portal', '', 'id'],
] as const) {
  test.describe(`mobile configs in ${where}`, () => {
    test('internal staff create a config, are stopped by JSON that does not parse, edit it seeing the diff, and read its history', async ({ page }) => {
      // Create, a refusal, review, save, edit, review, save and the history: more than the default time on a shared machine.
      test.slow();
      await signInAs(page, accounts.internal, lang);
      const configs = new MobileConfigPages(page, lang, base);
      const key = uniqueKey('e2eNotif');
      await configs.openList();
      await page.getByRole('link', { name: configs.words.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: configs.words.createHeading })).toBeVisible();
      await page.getByRole('textbox', { name: configs.words.key }).fill(key);
      await configs.writeValue('{\n  "enabled": true,\n}');
      await expect(configs.valueEditor).toHaveAccessibleDescription(new RegExp(`${configs.words.invalidAt} 3`));
      await page.getByRole('button', { name: configs.words.review }).click();
      // Nothing moves on while the value does not parse.
      await expect(page.getByRole('heading', { name: configs.words.reviewHeading })).toHaveCount(0);
      await configs.writeValue('{"enabled":true,"pageSize":20}');
      await expect(configs.valueEditor).toHaveAccessibleDescription(configs.words.valid);
      await page.getByRole('button', { name: configs.words.format }).click();
      await expect(configs.valueEditor).toHaveValue('{\n  "enabled": true,\n  "pageSize": 20\n}');
      await configs.review();
      await expect(configs.diff.getByRole('insertion').filter({ hasText: '"pageSize": 20' })).toBeVisible();
      await configs.save();
      await expect(page).toHaveURL(new RegExp(`${base}/mobile-config/${key.replace('.', '\\.')}/view$`));

      await page.getByRole('link', { name: configs.words.edit, exact: true }).click();
      await configs.writeValue('{\n  "enabled": true,\n  "pageSize": 50\n}');
      await configs.review();
      await expect(configs.diff.getByRole('deletion')).toHaveCount(1);
      await expect(configs.diff.getByRole('deletion')).toContainText('−   "pageSize": 20');
      await expect(configs.diff.getByRole('insertion')).toHaveCount(1);
      await expect(configs.diff.getByRole('insertion')).toContainText('+   "pageSize": 50');
      await configs.save();
      await expect(page.getByLabel(configs.words.value, { exact: true })).toContainText('"pageSize": 50');
      await expect(configs.history.getByRole('listitem')).toHaveCount(2);
      await expect(configs.history.getByRole('insertion')).toContainText('+   "pageSize": 50');

      const answer = await page.request.get(`/backend/api-integration/general/mobile-configs/${key}`);
      expect(((await answer.json()) as { value: { value: unknown } }).value.value).toEqual({ enabled: true, pageSize: 50 });
    });

    test('of two editors of one config, the second is told someone saved first, and nothing of theirs is saved', async ({ browser, baseURL }) => {
      const first = await newEditor(browser, lang, baseURL, base);
      const second = await newEditor(browser, lang, baseURL, base);
      const key = uniqueKey('e2eTwo');
      const created = await first.page.request.post('/backend/mobile-configs', { data: { key, valueType: 'JSON', value: '{"n": 0}' } });
      expect(created.ok()).toBe(true);
      await first.configs.openEdit(key);
      await second.configs.openEdit(key);
      await first.configs.writeValue('{"n": 1}');
      await first.configs.review();
      await first.configs.save();
      await expect(first.page).toHaveURL(/\/view$/);

      await second.configs.writeValue('{"n": 2}');
      await second.configs.review();
      await second.configs.save();
      await expect(second.page.getByRole('alert')).toContainText(second.configs.words.conflict);
      await expect(second.page.getByRole('alert')).toContainText('MOBILE_CONFIG_VERSION_CONFLICT');
      const saved = await second.page.request.get(`/backend/mobile-configs/${key}`);
      expect(((await saved.json()) as { value: { value: string } }).value.value).toBe('{"n": 1}');
      await first.page.context().close();
      await second.page.context().close();
    });
  });
}

test('a holder of INTERNAL_MOBILE-CONFIG_VIEW only reads: no create, edit or delete, and the server refuses them', async ({ page }) => {
  await signInAs(page, accounts.configViewer, 'en');
  const configs = new MobileConfigPages(page, 'en');
  await configs.openList();
  await configs.search('NotifPage');
  await expect(configs.row('generalNotifPage')).toBeVisible();
  await expect(page.getByRole('link', { name: configs.words.create })).toHaveCount(0);
  await expect(page.getByRole('link', { name: configs.words.editNamed('generalNotifPage') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: configs.words.deleteNamed('generalNotifPage') })).toHaveCount(0);
  await page.getByRole('link', { name: 'generalNotifPage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'generalNotifPage' })).toBeVisible();
  await expect(page.getByRole('link', { name: configs.words.edit, exact: true })).toHaveCount(0);
  // The edit page itself is behind INTERNAL_MOBILE-CONFIG_UPDATE.
  await page.goto('/console/mobile-config/generalNotifPage/edit');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const refused = await page.request.put('/backend/mobile-configs/generalNotifPage', { data: { valueType: 'JSON', value: '{}', version: 1 } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PE403001');
});
