import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { WalletPages } from './pages/wallet.page';

/** The payout service's development token (WALLET_PAYOUT_SERVICE_TOKEN's default), as `npm run payout:report` sends it. */
const payoutServiceToken = 'dev-only-payout-service-token-do-not-use-in-production';

for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `the seller adds a bank account with the mailed code, withdraws with the code, and the payout service's PAID shows (${lang})`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page }, testInfo) => {
      await signInAs(page, accounts.seller, lang);
      const wallet = new WalletPages(page, langOfProject(testInfo.project.name));
      await wallet.open();
      const before = await wallet.available();

      // A number of its own per run: the two languages' runs add accounts to one store at the same time.
      const accountNumber = String(Date.now()).slice(-10).padStart(10, '7');
      await wallet.addBankAccount(accounts.seller.username, accountNumber, 'Sari Penjual');
      const lastDigits = accountNumber.slice(-4);
      await expect(page.locator('[data-bank-account]', { hasText: lastDigits })).toBeVisible();

      // More than the balance is refused before any code is sent.
      await wallet.startWithdrawal(before + 10_000, lastDigits);
      await expect(wallet.dialog.getByText(wallet.words.amountTooHigh)).toBeVisible();
      await wallet.dialog.getByLabel(wallet.words.amount).fill('10000');
      const since = Date.now();
      await wallet.dialog.getByRole('button', { name: wallet.words.next }).click();
      const id = await wallet.confirmWithdrawal(accounts.seller.username, since, lastDigits);

      // Held: the withdrawal is in the transactions, in process.
      await expect(wallet.transaction('WITHDRAWAL_REQUESTED', id).getByText(wallet.words.status.REQUESTED, { exact: true })).toBeVisible();

      // The marketplace's payout service reports it paid, as `npm run payout:report -- <id> PAID` does.
      const report = await page.request.post(`/backend/wallet/marketplace/withdrawals/${id}/payout`, {
        headers: { authorization: `Bearer ${payoutServiceToken}` },
        data: { status: 'PAID' },
      });
      expect(report.ok()).toBe(true);
      const again = await page.request.post(`/backend/wallet/marketplace/withdrawals/${id}/payout`, {
        headers: { authorization: `Bearer ${payoutServiceToken}` },
        data: { status: 'FAILED' },
      });
      expect(again.status()).toBe(409);

      await page.reload();
      await expect(wallet.heading).toBeVisible();
      await expect(wallet.transaction('WITHDRAWAL_PAID', id).getByText(wallet.words.status.PAID, { exact: true })).toBeVisible();
      await wallet.transaction('WITHDRAWAL_PAID', id).getByRole('link', { name: wallet.words.details }).click();
      await expect(page).toHaveURL(new RegExp(`/wallet/withdrawals/${id}$`));
      await expect(page.locator('[data-withdrawal-status="PAID"]')).toBeVisible();
    },
  );
}

test('staff without the wallet code see "No access" on /wallet', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.staff, lang);
  const wallet = new WalletPages(page, lang);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: wallet.words.noAccess })).toBeVisible();
  expect((await page.request.get('/backend/wallet/balances')).status()).toBe(403);
});
