import { expect, test } from '@playwright/test';
import { accounts, onlyIn } from '../support/accounts';
import { ChatPage } from './pages/chat.page';
import { OrderListPage, orderWords } from './pages/orders.page';
import { signInThroughApi } from './pages/sign-in.page';
import { StorePerformancePage } from './pages/store-performance.page';
import { StoreStaffPages } from './pages/store-staff.page';

const surabaya = 'Gudang Surabaya';
const malang = 'Gudang Malang';
const staffName = 'Putri Staf Gudang';

// It changes pointstaff@demo.test's pickup points (and puts them back): one project only, so no other run sees it half way.
test(
  "the owner assigns a staff member to one pickup point; the staff member then sees only that point's orders and chat rooms",
  onlyIn('desktop'),
  async ({ page, browser, baseURL }) => {
    await signInThroughApi(page, accounts.mpp, { lang: 'id' });
    const staffPage = new StoreStaffPages(page, 'id');
    await staffPage.open();
    await expect(staffPage.pickupPointsOf(accounts.pointStaff.username)).toHaveText(malang);
    await staffPage.assign(staffName, [surabaya], [surabaya, malang]);
    await expect(staffPage.pickupPointsOf(accounts.pointStaff.username)).toHaveText(surabaya);
    await expect(page.getByText(`${accounts.mpp.username} mengubah titik jemput ${accounts.pointStaff.username}: ${malang} → ${surabaya}`)).toBeVisible();

    try {
      const context = await browser.newContext({ baseURL });
      const staff = await context.newPage();
      await signInThroughApi(staff, accounts.pointStaff, { lang: 'id' });
      const orders = new OrderListPage(staff, 'id');
      await orders.open();
      const points = orders.rows.locator(`td[data-label="${orderWords.id.pickupPoint}"]`);
      await expect(points.first()).toBeVisible();
      expect(new Set(await points.allInnerTexts())).toEqual(new Set([surabaya]));

      const chat = new ChatPage(staff, 'id');
      await chat.open();
      await expect(chat.room('CUST-21_PP-DEMO-60009-SBY')).toBeVisible();
      await expect(chat.room('CUST-22_PP-DEMO-60009-MLG')).toHaveCount(0);

      // The performance report's chat and order figures are that point's, and the page says so.
      const performance = new StorePerformancePage(staff, 'id');
      await performance.open();
      await expect(performance.scopeNote).toHaveText(performance.words.pickupPointsOnly(surabaya));
      await context.close();
      const ownerPerformance = new StorePerformancePage(page, 'id');
      await ownerPerformance.open();
      await expect(ownerPerformance.tile('rating')).toBeVisible();
      await expect(ownerPerformance.scopeNote).toHaveCount(0);
    } finally {
      // The demo's assignment again: Gudang Malang.
      await staffPage.open();
      await staffPage.assign(staffName, [malang], [surabaya, malang]);
      await expect(staffPage.pickupPointsOf(accounts.pointStaff.username)).toHaveText(malang);
    }
  },
);
