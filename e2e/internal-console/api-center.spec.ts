import { expect, test } from '@playwright/test';
import { accounts, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { ApiCenterPage, documentation } from './pages/api-center.page';

/** A small OpenAPI 3 document in YAML with a title no other run uses. */
function openApiYaml(title: string): string {
  return [
    'openapi: 3.0.3',
    'info:',
    `  title: ${title}`,
    '  version: 1.0.0',
    'paths:',
    '  /vouchers:',
    '    get:',
    '      summary: List vouchers',
    '      responses:',
    "        '200':",
    '          description: The vouchers of the store',
  ].join('\n');
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

// §2.4 the same pages in the console (/console/) and in the seller portal, from one library and manifest.
for (const [where, base] of [
  ['the console', '/console'],
  ['the seller portal', ''],
] as const) {
  test.describe(`API center in ${where}`, () => {
    test('internal staff upload a specification, read it rendered, and delete it; the history records both', async ({ page }) => {
      const lang: Lang = base ? 'en' : 'id';
      await signInAs(page, accounts.internal, lang);
      const center = new ApiCenterPage(page, lang, base);
      // Redoc is the specification page's alone: the list does not load it.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await center.open();
      const title = `Vouchers API ${unique()}`;
      await center.upload('vouchers', { name: 'vouchers.yaml', mimeType: 'application/yaml', content: openApiYaml(title) });
      await expect(center.dialog).toBeHidden();
      await center.filter(title);
      await expect(center.service('vouchers')).toContainText(title);
      expect(scripts.filter((url) => /RedocView/.test(url))).toEqual([]);

      await center.view(`${title} 1.0.0`);
      await expect(page).toHaveURL(new RegExp(`${base}/api-center/[0-9a-f-]{36}$`));
      // The operation's heading in the document (on a phone Redoc folds its menu, which names it too).
      await expect(documentation(page).getByRole('heading', { name: 'List vouchers' })).toBeVisible();
      // Redoc lays out the whole document before it says so: longer than a click's answer on a busy machine.
      await expect(documentation(page)).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
      expect(scripts.filter((url) => /RedocView/.test(url)).length).toBe(1);

      await page.goBack();
      await center.filter(title);
      await center.remove(`${title} 1.0.0`);
      await expect(page.getByRole('link', { name: center.words.viewNamed(`${title} 1.0.0`) })).toHaveCount(0);
      await expect(center.history.getByRole('listitem').filter({ hasText: title })).toHaveCount(2);
    });

    test('a file that is not OpenAPI is refused with a clear error, and nothing is listed', async ({ page }) => {
      const lang: Lang = base ? 'id' : 'en';
      await signInAs(page, accounts.internal, lang);
      const center = new ApiCenterPage(page, lang, base);
      await center.open();
      await center.upload('notes', { name: 'notes.json', mimeType: 'application/json', content: '{"todo": ["write the API"]}' });
      await expect(center.dialog.getByRole('alert')).toContainText(center.words.notOpenApi);
      await expect(center.dialog.getByRole('alert')).toContainText('API_SPEC_NOT_OPENAPI');
      await expect(center.service('notes')).toHaveCount(0);
    });
  });
}

test("the server's own API is listed built in: it opens rendered like an uploaded one and has no delete", async ({ page }) => {
  // The whole API is a long document for Redoc to lay out on a busy machine.
  test.slow();
  await signInAs(page, accounts.internal, 'en');
  const center = new ApiCenterPage(page, 'en', '/console');
  await center.open();
  await center.filter('Seller portal API');
  const own = center.service('seller-portal');
  await expect(own).toContainText(center.words.builtIn);
  await expect(own.getByRole('button', { name: /^Delete Seller portal API/ })).toHaveCount(0);
  await own.getByRole('link', { name: /^View Seller portal API / }).click();
  await expect(page).toHaveURL(/\/console\/api-center\/seller-portal-api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller portal API' })).toBeVisible();
  // Redoc lays it out before it says so.
  await expect(documentation(page)).not.toHaveAttribute('aria-busy', { timeout: 60_000 });
  // Redoc draws the document's head first (it draws the operations as they are scrolled to).
  await expect(documentation(page).getByRole('heading', { name: /^Seller portal API \(/ })).toBeVisible();
  await expect(documentation(page).getByText('Every /backend call of the seller portal.', { exact: false })).toBeVisible();
});

test('a seller has no access to the API center', async ({ page }) => {
  await signInAs(page, accounts.seller, 'en');
  await page.goto('/api-center');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
