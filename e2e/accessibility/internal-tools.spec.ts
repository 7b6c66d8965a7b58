import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { apiCenterWords } from '../internal-console/pages/api-center.page';
import { mobileConfigWords } from '../internal-console/pages/mobile-configs.page';

/** The Orders API the server seeds (apps/api/src/modules/api-center/demo.ts). */
const demoOrdersSpecification = '6f1e0c1a-5b1d-4c1e-9a55-0d0e0a000001';

/** A page and what shows once it has rendered; `act` opens what the page shows only after a click. */
function visits(lang: Lang, configKey: string): AxeVisit[] {
  const api = apiCenterWords[lang];
  const configs = mobileConfigWords[lang];
  const heading = (name: string) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return [
    { name: 'api-center', path: '/console/api-center', ready: (page) => expect(page.getByRole('table').first()).toBeVisible() },
    {
      name: 'api-center-upload-refused',
      path: '/console/api-center',
      ready: (page) => expect(page.getByRole('table').first()).toBeVisible(),
      act: async (page) => {
        await page.getByRole('button', { name: api.upload }).click();
        const dialog = page.getByRole('dialog', { name: api.dialog });
        await dialog.getByRole('textbox', { name: api.service }).fill('notes');
        await dialog.getByLabel(api.file).setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": true}') });
        await dialog.getByRole('button', { name: api.submit, exact: true }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
      },
    },
    {
      name: 'api-center-specification',
      path: `/console/api-center/${demoOrdersSpecification}`,
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Orders API' })).toBeVisible();
        // Redoc lays out a whole document: on a busy machine that takes longer than a click's answer.
        await expect(page.getByTestId('api-documentation')).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
      },
    },
    { name: 'portal-api-center', path: '/api-center', ready: heading(api.heading) },
    {
      name: 'mobile-config',
      path: '/console/mobile-config',
      ready: (page) => expect(page.getByRole('link', { name: 'generalNotifPage', exact: true })).toBeVisible(),
    },
    { name: 'mobile-config-create', path: '/console/mobile-config/create', ready: heading(configs.createHeading) },
    {
      name: 'mobile-config-review',
      path: `/console/mobile-config/${configKey}/edit`,
      ready: (page) => expect(page.getByRole('textbox', { name: configs.value })).toBeVisible(),
      act: async (page) => {
        await page.getByRole('textbox', { name: configs.value }).fill('{\n  "enabled": false\n}');
        await page.getByRole('button', { name: configs.review }).click();
        await expect(page.getByRole('heading', { name: configs.reviewHeading })).toBeVisible();
      },
    },
    { name: 'mobile-config-view', path: `/console/mobile-config/${configKey}/view`, ready: (page) => expect(page.getByRole('listitem').first()).toBeVisible() },
    { name: 'portal-mobile-config', path: '/mobile-config', ready: heading(configs.heading) },
  ];
}

// The API center and mobile config pages (§2.4) in the console and the portal, in both languages at 375 and 1280 px:
// no serious or critical axe finding; one test a language, signed in once, each page read at both widths. Each page is
// also kept as a screenshot (tmp/screens) to look at.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): API center and mobile configs`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    // A config with one change, so its view shows the history with a diff.
    const configKey = `axe.${lang}.${Date.now().toString(36)}`;
    expect((await page.request.post('/backend/mobile-configs', { data: { key: configKey, valueType: 'JSON', value: '{\n  "enabled": true\n}' } })).ok()).toBe(
      true,
    );
    const changed = await page.request.put(`/backend/mobile-configs/${configKey}`, {
      data: { valueType: 'JSON', value: '{\n  "enabled": true,\n  "pageSize": 20\n}', description: 'Axe', version: 1 },
    });
    expect(changed.ok()).toBe(true);

    const problems = await walkVisits(page, lang, visits(lang, configKey));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
