import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { completedOrder } from '../support/marketplace-orders';
import { ChatPage, ReviewReminderPage } from './pages/chat.page';
import { signInThroughApi } from './pages/sign-in.page';

// §2.3 review reminders fed by real orders: an order its customer confirms offers its product on the review reminder
// page; the seller sends the reminder, which spends one of the quota and lands in the customer's room as a product card.

test('a completed order offers its product for a review reminder, and the reminder lands in the room', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const run = `${testInfo.project.name}-${Date.now()}`;
  const customer = { customerId: `E2E-REMIND-${run}`, name: `Ulasan ${run}` };
  await signInThroughApi(page, accounts.seller, { lang });
  const order = await completedOrder(page.request, customer);

  const reminders = new ReviewReminderPage(page, lang);
  await reminders.open();
  await expect(reminders.nextRefill).not.toBeEmpty();
  await expect(reminders.granted).toContainText(lang === 'id' ? ' dari 50' : ' of 50');
  const row = reminders.product(order.orderNumber);
  await expect(row).toBeVisible();
  const productName = order.items[0].name;
  await expect(row).toContainText(productName);
  const before = Number((await reminders.quota.textContent())?.replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);
  await reminders.send(order.orderNumber);
  // Other projects send at the same time: the quota went down by this one at least.
  await expect.poll(async () => Number((await reminders.quota.textContent())?.replace(/\D/g, ''))).toBeLessThan(before);

  const chat = new ChatPage(page, lang);
  await chat.open();
  await chat.openRoom(customer);
  await expect(chat.message(productName)).toBeVisible();
});
