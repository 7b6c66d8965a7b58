import { expect, test, type Page } from '@playwright/test';
import { apiCenterPaths } from '@seller-portal/contracts/api-center';
import { documentation } from '../internal-console/pages/api-center.page';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { signInAs } from '../support/sign-in';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Every `securitypolicyviolation` the page's documents report, from the first script on: a style, image, script or
 * eval the server's Content-Security-Policy refuses (apps/api/src/modules/static/content-security.ts).
 */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation(v: Violation): void }).reportPolicyViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  return violations;
}

/** Opens `path` and waits for what the page shows once it is drawn, and for its calls to settle. */
async function visit(page: Page, path: string, shown: (page: Page) => ReturnType<Page['locator']>) {
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the pages keep to their Content-Security-Policy (no inline style, no eval, images from here)', () => {
  test(
    'the seller: dashboard, orders, products with a dialog open, reviews, chat, the performance charts and the settlements',
    onlyIn('desktop'),
    async ({ page }, testInfo) => {
      const violations = await watchPolicy(page);
      await signInAs(page, accounts.seller, langOfProject(testInfo.project.name));
      const main = (p: Page) => p.getByRole('main').first();
      for (const path of [
        '/dashboard',
        '/order-list',
        '/product-review',
        '/conversations',
        '/report/performance',
        '/settlements',
        '/settlements/document',
        '/wallet',
      ])
        await visit(page, path, main);
      // A dialog locks the page's scroll with a <style> element of its own.
      await visit(page, '/external/product/active/all?item=ITEM-60001-001', (p) => p.getByRole('dialog'));
      expect(violations).toEqual([]);
    },
  );

  test('the dashboard banner of an announcement', onlyIn('desktop'), async ({ page }, testInfo) => {
    const violations = await watchPolicy(page);
    await signInAs(page, accounts.announcement, langOfProject(testInfo.project.name));
    await visit(page, '/dashboard', (p) => p.getByRole('main').first());
    expect(violations).toEqual([]);
  });

  test('internal staff: the API center drawn by Redoc and the announcement editor', onlyIn('desktop'), async ({ page }, testInfo) => {
    const violations = await watchPolicy(page);
    await signInAs(page, accounts.internal, langOfProject(testInfo.project.name));
    const specifications = (await (await page.request.get(apiCenterPaths.specifications)).json()) as { value: { id: string }[] };
    await visit(page, `/console/api-center/${specifications.value[0].id}`, documentation);
    await visit(page, '/console/announcement/create', (p) => p.locator('[contenteditable="true"]').first());
    expect(violations).toEqual([]);
  });
});
