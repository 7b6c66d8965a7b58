import { expect, test } from '@playwright/test';
import { orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { customerHistory, sendAsCustomer, type ChatCustomer } from '../support/chat-customer';
import { placeOrder, trackingNumber } from '../support/marketplace-orders';
import { ChatPage } from './pages/chat.page';
import { OrderListPage, orderWords } from './pages/orders.page';
import { ShellPage } from './pages/shell.page';
import { ShortcutsHelp } from './pages/shortcuts.page';
import { signInThroughApi } from './pages/sign-in.page';

const storeCode = 'DEMO-60001';

/** A name of this attempt's own: searching it finds this test's orders or rooms alone, whatever runs beside it. */
const attemptOf = (name: string, project: string) => `${name} ${project} ${Date.now().toString(36)}`;

test('j/k/a accepts the second order: the server has it accepted, the first and third not, and the focus moves on to the third', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const name = attemptOf('Pembeli Kunci', testInfo.project.name);
  const customer = { customerId: `E2E-keys-${name.replace(/\W+/g, '-')}`, name };
  // Three orders, one after another: newest first in the list.
  const placed = [];
  for (let count = 0; count < 3; count++) placed.push(await placeOrder(page.request, customer));
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const list = new OrderListPage(page, lang);
  await list.open(`?status=NEW&q=${encodeURIComponent(name)}`);
  await expect(list.rows).toHaveCount(3);
  const shown = await list.orderNumberLinks.allInnerTexts();
  expect([...shown].sort()).toEqual(placed.map((order) => order.orderNumber).sort());

  await page.locator('main').focus();
  await list.pressKeys('j', 'j', 'j', 'k');
  await expect(list.focusedRow).toContainText(shown[1]);
  await list.pressKeys('a');

  const statusOf = async (orderNumber: string) => ((await (await page.request.get(orderPathsOf.detail(orderNumber))).json()).value as OrderDetail).status;
  await expect.poll(() => statusOf(shown[1])).toBe('READY_TO_SHIP');
  expect(await statusOf(shown[0])).toBe('NEW');
  expect(await statusOf(shown[2])).toBe('NEW');
  // The accepted order leaves the New tab; the focus is on the next one, where the work is.
  await expect(list.rows).toHaveCount(2);
  await expect(list.focusedRow).toContainText(shown[2]);
  // x selects the focused order through its own checkbox; Enter opens it.
  await list.pressKeys('x');
  await expect(list.row(shown[2]).getByRole('checkbox')).toBeChecked();
  await list.pressKeys('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-list/${shown[2]}$`));
});

test('s ships the focused order through its dialog, and the focus moves on to the next order', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const name = attemptOf('Pembeli Kirim', testInfo.project.name);
  const customer = { customerId: `E2E-keys-${name.replace(/\W+/g, '-')}`, name };
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  // Two orders accepted by the seller: both ready to ship.
  for (let count = 0; count < 2; count++) {
    const order = await placeOrder(page.request, customer);
    const accepted = await page.request.post(orderPathsOf.accept(order.orderNumber), { data: { version: order.version } });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  const list = new OrderListPage(page, lang);
  await list.open(`?status=READY_TO_SHIP&q=${encodeURIComponent(name)}`);
  await expect(list.rows).toHaveCount(2);
  const shown = await list.orderNumberLinks.allInnerTexts();

  await page.locator('main').focus();
  await list.pressKeys('j', 's');
  const dialog = page.getByRole('dialog');
  const tracking = dialog.getByLabel(orderWords[lang].tracking);
  await expect(tracking).toBeFocused();
  // Typed in the dialog's field, j and s are letters.
  const number = trackingNumber();
  await tracking.pressSequentially(number);
  await expect(tracking).toHaveValue(number);
  await tracking.press('Enter');
  await expect(dialog).toHaveCount(0);

  const statusOf = async (orderNumber: string) => ((await (await page.request.get(orderPathsOf.detail(orderNumber))).json()).value as OrderDetail).status;
  await expect.poll(() => statusOf(shown[0])).toBe('SHIPPED');
  expect(await statusOf(shown[1])).toBe('READY_TO_SHIP');
  await expect(list.focusedRow).toContainText(shown[1]);
});

test('? lists the shortcuts of the page and of every page; keys typed in a field stay text', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const list = new OrderListPage(page, lang);
  await list.open();
  const help = new ShortcutsHelp(page, lang);
  await help.open();
  await expect(help.shortcut('page', help.words.nextOrder)).toContainText('j');
  await expect(help.shortcut('page', help.words.acceptOrder)).toContainText('a');
  await expect(help.shortcut('global', help.words.palette)).toContainText('K');
  await expect(help.shortcut('global', help.words.help)).toContainText('?');
  await help.close();

  // In the search field j, k and ? are letters, not shortcuts.
  const search = page.getByRole('searchbox', { name: lang === 'id' ? 'Cari pesanan' : 'Search orders' });
  await search.fill('');
  await search.pressSequentially('jk?');
  await expect(search).toHaveValue('jk?');
  await expect(help.dialog).toHaveCount(0);
  await expect(list.focusedRow).toHaveCount(0);
});

test('/ in the composer sends a template, and ? in a room lists the chat keys', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  // A room of this run's own: the template's text is the same every run, and the room must hold it once.
  const run = `${testInfo.project.name}-${Date.now()}`;
  const customer: ChatCustomer = { customerId: `E2E-keys-template-${run}`, name: `Pelanggan Template ${run}` };
  await sendAsCustomer(page.request, customer, storeCode, 'Halo, mau tanya');
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const chat = new ChatPage(page, lang);
  await chat.open();
  await chat.openRoom(customer);
  // The room opened: the focus is in the composer.
  await expect(chat.composer).toBeFocused();

  await page.keyboard.press('/');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // The template is in the field with its variables filled; Enter sends it.
  await expect(chat.composer).not.toHaveValue('');
  const text = await chat.composer.inputValue();
  expect(text).not.toMatch(/[{}]/);
  await page.keyboard.press('Enter');
  await expect(chat.composer).toHaveValue('');
  await expect(chat.message(text)).toHaveAttribute('data-delivery', /sent|read/);
  await expect
    .poll(async () => (await customerHistory(page.request, customer, storeCode)).content.map((message) => (message.kind === 'text' ? message.text : '')))
    .toContain(text);

  const help = new ShortcutsHelp(page, lang);
  await help.open();
  await expect(help.shortcut('page', help.words.templates)).toContainText('/');
  await expect(help.shortcut('page', help.words.nextRoom)).toContainText('↓');
  await help.close();
});

test('Alt+↓ opens the next room from the composer; Escape leaves it for its row in the list', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const stamp = attemptOf('Kunci', testInfo.project.name);
  const older: ChatCustomer = { customerId: `E2E-keys-rooms-a-${stamp.replace(/\W+/g, '-')}`, name: `Pelanggan ${stamp} A` };
  const newer: ChatCustomer = { customerId: `E2E-keys-rooms-b-${stamp.replace(/\W+/g, '-')}`, name: `Pelanggan ${stamp} B` };
  await sendAsCustomer(page.request, older, storeCode, 'Pesan pertama');
  await sendAsCustomer(page.request, newer, storeCode, 'Pesan kedua');
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const chat = new ChatPage(page, lang);
  await chat.open();
  // Both rooms, newest first.
  await chat.search.fill(stamp);
  await expect(chat.room(older.customerId)).toBeVisible();
  await expect(chat.room(newer.customerId)).toBeVisible();
  await expect(page.getByTestId('conversation-list').getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
  await chat.room(newer.customerId).click();
  await expect(chat.message('Pesan kedua')).toBeVisible();
  const phone = testInfo.project.name === 'phone';
  if (!phone) await expect(chat.composer).toBeFocused();
  else await chat.composer.focus();

  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).toHaveURL(new RegExp(`/conversations/${encodeURIComponent(older.customerId)}`));
  await expect(chat.message('Pesan pertama')).toBeVisible();
  if (!phone) await expect(chat.composer).toBeFocused();
  else await chat.composer.focus();

  await page.keyboard.press('Escape');
  // Desktop: the room stays beside the list, the focus on its row; phone: back to the list, on that row.
  if (phone) await expect(page).toHaveURL(/\/conversations(\?|$)/);
  await expect(chat.room(older.customerId)).toBeFocused();

  // Alt+↑ from the row opens the room above it (the phone's list shows every room again: others' may come between).
  if (phone) return;
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page).toHaveURL(new RegExp(`/conversations/${encodeURIComponent(newer.customerId)}`));
  await expect(chat.message('Pesan kedua')).toBeVisible();
});
