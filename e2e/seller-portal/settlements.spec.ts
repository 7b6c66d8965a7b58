import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readLabelPdf } from '../../apps/api/test/support/label-pdf';
import { accounts, langOfProject, onlyIn, projectOfLanguage, shellWords, type Lang } from '../support/accounts';
import { completedOrder } from '../support/marketplace-orders';
import { SettlementsPages } from './pages/settlements.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

const day = 86_400_000;

/**
 * The settlement clock of the end-to-end server (SETTLEMENT_TEST_CLOCK=1): the settlement job for the store's line of
 * the order at `at` (only that line: the other projects' runs complete orders of the same store at the same time).
 */
async function settleAt(page: Page, storeCode: string, orderNumber: string, at: number): Promise<number> {
  const answer = await page.request.post('/dev/settlements/settle', { data: { storeCode, orderNumber, at } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { settled: number }).settled;
}

for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `a completed order shows to settle, settles when its date comes, opens its order, and downloads as Excel and PDF (${lang})`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page }, testInfo) => {
      test.slow();
      const settlements = new SettlementsPages(page, lang);
      const { words } = settlements;
      await signInThroughApi(page, accounts.seller, { lang });
      const customer = { customerId: `E2E-settle-${testInfo.project.name}-${Date.now()}`, name: `Penyelesaian ${lang} ${Date.now()}` };
      const order = await completedOrder(page.request, customer);

      // The months and the new line, to settle; the status filter keeps it.
      await settlements.open();
      await expect(page.getByRole('heading', { level: 3, name: settlements.monthName() })).toBeVisible();
      await settlements.statusFilter.selectOption('TO_SETTLE');
      await expect(page).toHaveURL(/status=TO_SETTLE/);
      await expect(settlements.line(order.orderNumber)).toContainText(words.toSettle);
      // Completed today (the store's day, WIB): still there with the date filter too.
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      await settlements.fromFilter.fill(today);
      await expect(page).toHaveURL(new RegExp(`from=${today}`));
      await expect(settlements.line(order.orderNumber)).toBeVisible();

      // The clock moves past the store's settlement days: the line is settled.
      expect(await settleAt(page, 'DEMO-60001', order.orderNumber, Date.now() + 8 * day)).toBe(1);
      await settlements.statusFilter.selectOption('SETTLED');
      await expect(page).toHaveURL(/status=SETTLED/);
      await expect(settlements.line(order.orderNumber)).toContainText(words.settled);
      await settlements.statusFilter.selectOption('TO_SETTLE');
      await expect(settlements.line(order.orderNumber)).toHaveCount(0);

      // The Excel file of the filter holds it, settled.
      await settlements.statusFilter.selectOption('SETTLED');
      await expect(settlements.line(order.orderNumber)).toBeVisible();
      const excel = await settlements.download(() => settlements.exportLink.click());
      expect(excel.name).toMatch(/^settlements-DEMO-60001-.*\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
      const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
      expect(rows.some((row) => row.includes(order.orderNumber) && row.includes(words.settled))).toBe(true);

      // The month's statement names the order.
      await page.getByRole('link', { name: words.documentsNav, exact: true }).click();
      await expect(settlements.documentsHeading).toBeVisible();
      const month = settlements.monthName();
      const statement = await settlements.download(() => settlements.documentLink('statement', month).click());
      expect(statement.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const texts = (await readLabelPdf(new Uint8Array(statement.bytes))).flatMap((pdfPage) => pdfPage.texts).join('\n');
      for (const text of [words.statementHeading, month, order.orderNumber]) expect(texts).toContain(text);

      // The line opens its order.
      await page.getByRole('link', { name: words.linesNav, exact: true }).click();
      await settlements.statusFilter.selectOption('SETTLED');
      await settlements.line(order.orderNumber).getByRole('link', { name: order.orderNumber }).click();
      await expect(page).toHaveURL(new RegExp(`/order-list/${order.orderNumber}$`));
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) })).toBeVisible();

      // The wallet holds the order's money: in as pending at completion, then settled to available, each row
      // leading back to the order.
      await page.goto('/wallet');
      for (const kind of ['ORDER_SETTLEMENT_PENDING', 'ORDER_SETTLED']) {
        await expect(page.locator(`[data-transaction="${kind}"]`).filter({ has: page.locator(`a[href="/order-list/${order.orderNumber}"]`) })).toBeVisible();
      }
    },
  );
}

test('staff without STORE_STORE-WALLET_VIEW get "No access", and the server refuses them the settlements (§6)', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.staff, { lang });
  await page.goto('/settlements');
  await expect(new ShellPage(page, lang).errorView('noAccess')).toBeVisible();
  await expect(page.getByText(shellWords[lang].noAccess)).toBeVisible();
  expect((await page.request.get('/backend/main/settlements/lines')).status()).toBe(403);
});
