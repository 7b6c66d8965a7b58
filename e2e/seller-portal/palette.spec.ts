import { expect, test } from '@playwright/test';
import { orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { customerHistory, sendAsCustomer } from '../support/chat-customer';
import { addTemplate, removeTemplate } from '../support/chat-templates';
import { placeOrder } from '../support/marketplace-orders';
import { ChatPage } from './pages/chat.page';
import { OrderListPage } from './pages/orders.page';
import { PalettePage, paletteWords } from './pages/palette.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

test('Ctrl+K, an order number and Enter open the order; the palette remembers it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const attempt = Date.now().toString(36);
  const order = await placeOrder(page.request, { customerId: `E2E-palette-${testInfo.project.name}-${attempt}`, name: `Pembeli Palet ${attempt}` });
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(order.orderNumber.toLowerCase());
  // The order, then its action and the notification of its arrival.
  const hit = palette.option(new RegExp(`^${order.orderNumber}`));
  await expect(hit).toContainText(paletteWords[lang].order);
  // The exact number is the first option and the active one: Enter opens it.
  await expect(palette.options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(palette.options.first()).toContainText(order.orderNumber);
  await palette.field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-list/${order.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) })).toBeVisible();
  await expect(palette.field).toHaveCount(0);

  // Opened again, empty: the order is among the recent choices.
  await palette.openWithKeyboard();
  await expect(page.getByText(paletteWords[lang].recent)).toBeVisible();
  await expect(palette.options.first()).toContainText(order.orderNumber);
  await page.keyboard.press('Escape');
  await expect(palette.field).toHaveCount(0);
});

test('on a phone the header’s search opens the palette, which finds a product by name', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openFromHeader();
  await palette.search('kopi');
  const product = palette.options.filter({ hasText: paletteWords[lang].product }).first();
  await expect(product).toBeVisible();
  const name = (await product.locator('span span').first().innerText()).trim();
  await palette.choose(name);
  await expect(page).toHaveURL(/\/external\/product\/active\/all\?item=/);
  await expect(page.getByRole('dialog').getByText(name).first()).toBeVisible();
});

test('an action from the palette accepts an order: the server has it accepted and the list beneath shows it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const attempt = Date.now().toString(36);
  const order = await placeOrder(page.request, { customerId: `E2E-palette-act-${testInfo.project.name}-${attempt}`, name: `Pembeli Aksi ${attempt}` });
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  // The "ready to ship" tab is open: the order is not there yet.
  const list = new OrderListPage(page, lang);
  await list.open('?status=READY_TO_SHIP');
  await expect(list.row(order.orderNumber)).toHaveCount(0);

  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(order.orderNumber);
  // The order itself first (Enter opens it), its action next; shipping is not offered to a NEW order.
  await expect(palette.options.first()).toContainText(order.orderNumber);
  await expect(palette.action(palette.words.accept(order.orderNumber))).toBeVisible();
  await expect(palette.action(palette.words.ship(order.orderNumber))).toHaveCount(0);
  await palette.choose(palette.words.accept(order.orderNumber));

  await expect(page.getByRole('status').getByText(palette.words.accepted(order.orderNumber))).toBeVisible();
  await expect(palette.field).toHaveCount(0);
  const detail = await page.request.get(orderPathsOf.detail(order.orderNumber));
  expect(((await detail.json()) as { value: OrderDetail }).value.status).toBe('READY_TO_SHIP');
  await expect(list.row(order.orderNumber)).toBeVisible();

  // Found again, the accepted order offers shipping, which asks for the tracking number; a wrong one is refused in
  // the palette, in the page's language, and nothing changes.
  await palette.openWithKeyboard();
  await palette.search(order.orderNumber);
  await expect(palette.action(palette.words.accept(order.orderNumber))).toHaveCount(0);
  await palette.choose(palette.words.ship(order.orderNumber));
  await palette.answer('123');
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  const still = await page.request.get(orderPathsOf.detail(order.orderNumber));
  expect(((await still.json()) as { value: OrderDetail }).value.status).toBe('READY_TO_SHIP');
});

test('a staff member without the orders code is offered no order action', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const attempt = Date.now().toString(36);
  const order = await placeOrder(page.request, { customerId: `E2E-palette-hide-${testInfo.project.name}-${attempt}`, name: `Pembeli Tanpa Akses ${attempt}` });
  // chatstaff@demo.test works in the same store, on its chats only (no STORE_ORDER).
  await signInThroughApi(page, accounts.chatStaff, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/conversations');
  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(order.orderNumber);
  await palette.settled();
  await expect(palette.option(new RegExp(`^${order.orderNumber}`))).toHaveCount(0);
  await expect(palette.options.filter({ hasText: palette.words.action })).toHaveCount(0);
  await palette.search(palette.words.exportWord);
  await palette.settled();
  await expect(palette.action(palette.words.exportMonth)).toHaveCount(0);
  await expect(palette.options.filter({ hasText: palette.words.action })).toHaveCount(0);
});

test('“export” in the palette exports this month’s orders through the list’s own export', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(palette.words.exportWord);
  await palette.choose(palette.words.exportMonth);
  // The list of this month (from the 1st until today, the store's days) with its export modal, the file ready.
  await expect(page).toHaveURL(/\/order-list\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  const list = new OrderListPage(page, lang);
  await expect(list.downloadLink).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), list.downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-.*\.xlsx$/);
});

const chatStore = 'DEMO-60001';

test(
  'the palette replies to a customer with a template: the room shows it live and the customer receives it',
  onlyIn('desktop'),
  async ({ page }, testInfo) => {
    const lang = langOfProject(testInfo.project.name);
    const attempt = Date.now().toString(36);
    const customer = { customerId: `E2E-palette-reply-${attempt}`, name: `Pelanggan Palet Balasan Template ${attempt}` };
    await sendAsCustomer(page.request, customer, chatStore, 'Kak, stoknya masih ada?');
    await signInThroughApi(page, accounts.seller, { lang });
    await new ShellPage(page, lang).skipWebPushPrompt();
    const title = `Stok palet ${attempt}`;
    const reply = await addTemplate(page.request, title, `Halo {customerName}, stok masih ada (${attempt}).`);
    // A template that, filled with the customer's name (41 characters, 71 times), is longer than a message may be
    // (2,000): the server refuses the send.
    const tooLong = `Terlalu panjang ${attempt}`;
    const refused = await addTemplate(page.request, tooLong, '{customerName}'.repeat(71));
    const chat = new ChatPage(page, lang);
    await chat.open();
    await chat.openRoom(customer);
    await expect(chat.message('Kak, stoknya masih ada?')).toBeVisible();

    const palette = new PalettePage(page, lang);
    await palette.openWithKeyboard();
    await palette.search(customer.customerId);
    // The conversation, then its reply (a chat's hit: the customer's name as the list shows it, and the id).
    await expect(palette.options.first()).toContainText(customer.customerId);
    await palette.choose(palette.words.reply);
    // Refused by the server: said in the palette in the page's language, nothing sent, nothing left to retry.
    await palette.chooseAnswer(tooLong);
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(lang === 'id' ? '2.000 karakter' : '2,000 characters');
    await expect(chat.history.locator('[data-delivery="failed"]')).toHaveCount(0);

    await palette.chooseAnswer(title);
    await expect(page.getByRole('status').getByText(palette.words.replied(customer.name))).toBeVisible();
    await expect(palette.field).toHaveCount(0);
    // The room open beneath shows the reply as sent, and the customer has it.
    const text = `Halo ${customer.name}, stok masih ada (${attempt}).`;
    await expect(chat.message(text)).toHaveAttribute('data-delivery', /sent|read/);
    await expect
      .poll(async () => (await customerHistory(page.request, customer, chatStore)).content.map((message) => (message.kind === 'text' ? message.text : '')))
      .toContain(text);
    await removeTemplate(page.request, reply);
    await removeTemplate(page.request, refused);
  },
);

test('staff who only read chats are offered no template reply', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const attempt = Date.now().toString(36);
  const customer = { customerId: `E2E-palette-noreply-${attempt}`, name: `Pelanggan Baca ${attempt}` };
  await sendAsCustomer(page.request, customer, chatStore, 'Halo?');
  // staff@demo.test reads the store's chats without STORE_CONVERSATION_WRITE.
  await signInThroughApi(page, accounts.staff, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(customer.customerId);
  await expect(palette.options.first()).toContainText(customer.customerId);
  await palette.settled();
  await expect(palette.action(palette.words.reply)).toHaveCount(0);
});
