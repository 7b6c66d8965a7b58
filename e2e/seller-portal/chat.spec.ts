import { expect, test, type Page } from '@playwright/test';
import { chatErrorTexts, chatPaths, chatTokenHeader } from '@seller-portal/contracts/chat';
import { sellerFeedbackEvent } from '@seller-portal/contracts/education';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { accounts, langOfProject, onlyIn, type Lang } from '../support/accounts';
import { customerHistory, sendAsCustomer, type ChatCustomer } from '../support/chat-customer';
import { ChatPage, ChatTemplatesPage, chatWords } from './pages/chat.page';
import { signInThroughApi } from './pages/sign-in.page';

const storeCode = 'DEMO-60001';

/** A customer only this test (and project) writes as, so parallel runs never see each other's messages. */
function customerOf(test: string, project: string): ChatCustomer {
  return { customerId: `E2E-chatui-${test}-${project}`, name: `Pelanggan ${test} ${project}` };
}

/** The customer writes first; then `account` signs in and opens the customer's room, which shows the message. */
async function openRoomAfter(page: Page, account: { username: string; password: string }, lang: Lang, customer: ChatCustomer, text: string): Promise<ChatPage> {
  await sendAsCustomer(page.request, customer, storeCode, text);
  await signInThroughApi(page, account, { lang });
  const chat = new ChatPage(page, lang);
  await chat.open();
  await chat.openRoom(customer);
  await expect(chat.message(text)).toBeVisible();
  return chat;
}

/** What another tab of the same seller does: a template added through the chat calls, with the session's chat token. */
async function createTemplateElsewhere(page: Page, title: string): Promise<void> {
  const token = (await (await page.request.get(chatPaths.generateToken)).json()).value as string;
  const created = await page.request.post(chatPaths.templates, { headers: { [chatTokenHeader]: token }, data: { title, text: `${title} ke pelanggan` } });
  expect(created.ok()).toBe(true);
}

test('a customer writes, the seller sees it without reloading, replies, and the customer receives the reply', async ({ page }, testInfo) => {
  const customer = customerOf('reply', testInfo.project.name);
  // The room exists before the page opens, so the next message arrives while the seller looks at it.
  const chat = await openRoomAfter(page, accounts.seller, langOfProject(testInfo.project.name), customer, 'Halo, apakah kaosnya masih ada?');

  // Live: delivered through the realtime socket, no reload.
  await sendAsCustomer(page.request, customer, storeCode, 'Ukuran L warna hitam ya');
  await expect(chat.message('Ukuran L warna hitam ya')).toBeVisible();

  const reply = `Masih ada kak, siap dikirim hari ini (${testInfo.project.name})`;
  await chat.send(reply);
  await expect(chat.message(reply)).toHaveAttribute('data-delivery', /sent|read/);
  await expect
    .poll(async () => (await customerHistory(page.request, customer, storeCode)).content.map((message) => (message.kind === 'text' ? message.text : '')))
    .toContain(reply);
});

test('view-only staff read a conversation but cannot send', async ({ page }, testInfo) => {
  const customer = customerOf('staff', testInfo.project.name);
  const chat = await openRoomAfter(page, accounts.staff, langOfProject(testInfo.project.name), customer, 'Pesanan saya sudah dikirim?');
  await expect(chat.viewOnlyNote).toBeVisible();
  await expect(chat.composer).toHaveCount(0);
  await expect(chat.sendButton).toHaveCount(0);
});

test('on a phone: the list, a room on its own, and back to the list', onlyIn('phone'), async ({ page }) => {
  const customer = customerOf('phone', 'phone');
  await sendAsCustomer(page.request, customer, storeCode, 'Halo dari HP');
  await signInThroughApi(page, accounts.seller, { lang: 'en' });
  const chat = new ChatPage(page, 'en');
  await chat.open();
  await chat.search.fill(customer.name);
  await chat.room(customer.customerId).click();
  await expect(chat.history).toBeVisible();
  // One pane: the list is gone while the room is open.
  await expect(chat.search).toBeHidden();
  await expect(chat.message('Halo dari HP')).toBeVisible();
  await chat.back.click();
  await expect(page).toHaveURL(/\/conversations(\?|$)/);
  await expect(chat.search).toBeVisible();
  await expect(chat.history).toBeHidden();
});

test("a multi-pickup-point seller reads one pickup point's rooms at a time", async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.mpp, { lang });
  const chat = new ChatPage(page, lang);
  await chat.open();
  await expect(chat.room('CUST-21_PP-DEMO-60009-SBY')).toBeVisible();
  await expect(chat.room('CUST-22_PP-DEMO-60009-MLG')).toBeVisible();
  await chat.pickupPoint.selectOption('PP-DEMO-60009-MLG');
  await expect(page).toHaveURL(/pickupPointCode=PP-DEMO-60009-MLG/);
  await expect(chat.room('CUST-22_PP-DEMO-60009-MLG')).toBeVisible();
  await expect(chat.room('CUST-21_PP-DEMO-60009-SBY')).toHaveCount(0);
});

test(
  'the seller sends a masked text, a sticker, a product card and an order card; leaving the chat offers their surveys',
  onlyIn('desktop'),
  async ({ page }) => {
    // §3 the seller chat feedback events the page dispatches (the survey runtime listens for the same).
    await page.addInitScript((eventName) => {
      const offered: string[] = [];
      (window as unknown as { offeredFeedback: string[] }).offeredFeedback = offered;
      window.addEventListener(eventName, (event) => offered.push((event as CustomEvent<{ eventCode: string }>).detail.eventCode));
    }, sellerFeedbackEvent);
    const offeredFeedback = () => page.evaluate(() => (window as unknown as { offeredFeedback: string[] }).offeredFeedback);
    const chat = await openRoomAfter(page, accounts.seller, 'id', customerOf('cards', 'desktop'), 'Mau tanya produk');

    // §7 banned words are masked before the message leaves.
    await chat.send('Bukan penipu kok kak');
    await expect(chat.message(/Bukan \*+ kok kak/)).toBeVisible();
    await expect(page.getByText('Beberapa kata disembunyikan')).toBeVisible();

    await page.getByRole('button', { name: 'Stiker', exact: true }).click();
    await page.getByRole('button', { name: 'Terima kasih', exact: true }).click();
    await expect(chat.history.getByRole('img', { name: 'Stiker: Terima kasih' })).toBeVisible();

    await chat.sendProduct('Kopi Arabika Gayo');
    await expect(chat.message('Kopi Arabika Gayo 250 g')).toBeVisible();

    await page.getByRole('button', { name: 'Pesanan', exact: true }).click();
    await page.getByLabel('Nomor pesanan').fill('ord-20261125-0001');
    await page.getByLabel('Nomor pesanan').press('Enter');
    await expect(chat.message('No. pesanan ORD-20261125-0001')).toHaveAttribute('data-delivery', /sent|read/);

    // Not in the middle of the conversation: the surveys are offered once the seller leaves the chat.
    expect(await offeredFeedback()).toEqual([]);
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Dasbor', exact: true }).click();
    await expect.poll(offeredFeedback).toEqual(['SELLER_CHAT_TEXT_V2', 'SELLER_CHAT_STICKER_V2', 'SELLER_CHAT_PRODUCT_V2', 'SELLER_CHAT_ORDER_V2']);
  },
);

// The templates and the quota are the demo store's own: one project changes them.
test('templates: create two, reorder them, and insert one with / in a room with its variable filled', onlyIn('desktop'), async ({ page }) => {
  // Two templates, two reorders and a room.
  test.slow();
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  const templates = new ChatTemplatesPage(page, 'id');
  await templates.open();
  // Each title's second word is its own, so `/word` in the composer offers exactly one of them.
  const stamp = Date.now().toString(36);
  const first = `Sapa ${stamp}a`;
  const second = `Tutup ${stamp}b`;
  await templates.add(first, 'Halo ', ', ada yang bisa kami bantu?');
  await templates.add(second, 'Terima kasih ', ', sampai jumpa!');
  let titles = await templates.titles();
  expect(titles.indexOf(first)).toBeLessThan(titles.indexOf(second));

  // The move button, then the keyboard on the drag handle, each saved on the server.
  await templates.moveDown(first).click();
  await expect.poll(async () => (await templates.titles()).indexOf(first)).toBe(titles.indexOf(second));
  // The list moves at once; the reload waits for the server to have saved it.
  await expect(templates.orderSaved).toBeVisible();
  await page.reload();
  await expect(templates.rows.filter({ hasText: first })).toBeVisible();
  titles = await templates.titles();
  expect(titles.indexOf(first)).toBeGreaterThan(titles.indexOf(second));
  // The keyboard on the drag handle. Each key waits for the words that say it took effect, positions included: a
  // bare "moved" is also said on picking up (the item over its own place), and an arrow near the middle of the
  // window scrolls it smoothly first, so a drop that does not wait for the new position drops the item where it was.
  const from = await templates.position(first);
  const count = await templates.rows.count();
  const handle = templates.handle(first);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Measured: the item is over its own place (an arrow before this would find nowhere to go).
  await expect(templates.announcer).toHaveText(templates.words.moved(first, from, count));
  await page.keyboard.press('ArrowUp');
  await expect(templates.announcer).toHaveText(templates.words.moved(first, from - 1, count));
  await page.keyboard.press('Space');
  await expect(templates.announcer).toHaveText(templates.words.dropped(first, from - 1, count));
  await expect.poll(() => templates.position(first)).toBe(from - 1);
  await expect(templates.orderSaved).toBeVisible();
  await page.reload();
  await expect(templates.rows.filter({ hasText: first })).toBeVisible();
  expect(await templates.position(first)).toBe(from - 1);

  // Another tab adds a template meanwhile: this page's next move is refused and said, the list takes the server's
  // templates (the new one too) without a reload, and the move after that is saved.
  const third = `Lain ${stamp}c`;
  await createTemplateElsewhere(page, third);
  await templates.moveDown(first).click();
  await expect(page.getByText(chatErrorTexts.id.CHAT_TEMPLATE_ORDER_MISMATCH)).toBeVisible();
  await expect(templates.rows.filter({ hasText: third })).toBeVisible();
  const settled = await templates.position(first);
  await templates.moveDown(first).click();
  await expect(templates.orderSaved).toBeVisible();
  await expect.poll(() => templates.position(first)).toBe(settled + 1);

  const customer = customerOf('template', 'desktop');
  await sendAsCustomer(page.request, customer, storeCode, 'Permisi kak');
  const chat = new ChatPage(page, 'id');
  await chat.open();
  await chat.openRoom(customer);
  await chat.composer.fill(`/${first.split(' ')[1]}`);
  await expect(chat.templateOption(first)).toBeVisible();
  await chat.composer.press('Enter');
  await expect(chat.composer).toHaveValue(`Halo ${customer.name}, ada yang bisa kami bantu?`);
});

test('a review reminder spends one of the quota', onlyIn('desktop'), async ({ page }) => {
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  const quota = page.getByTestId('review-reminder-quota');
  await page.goto('/conversations/review-reminder?lang=id');
  await expect(quota).toBeVisible();
  const before = Number(await quota.textContent());
  expect(before).toBeGreaterThan(0);
  const sendButton = page.getByRole('button', { name: new RegExp(`^${chatWords.id.sendReminder}: `) }).first();
  const name = ((await sendButton.getAttribute('aria-label')) ?? '').split(': ')[1];
  await sendButton.click();
  await expect(quota).toHaveText(String(before - 1));
  const row = page.getByTestId('review-reminder-product').filter({ hasText: name });
  await expect(row.getByText(chatWords.id.reminderSent, { exact: true })).toBeVisible();
});

// The chat pages' own code, gzip as served: what the portal downloads going from the dashboard to a room, its
// texts included (Firebase's adapter loads only when the config chooses it, and this server's config does not).
test('the chat route downloads at most 80 KB of gzip JavaScript of its own', onlyIn('desktop'), async ({ page }, testInfo) => {
  const customer = customerOf('budget', 'desktop');
  await sendAsCustomer(page.request, customer, storeCode, 'Halo');
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  await page.goto('/dashboard?lang=id');
  await expect(page.getByRole('main')).toBeVisible();
  // What the dashboard and the shell load later (tracking, education) is theirs, not chat's.
  await page.waitForLoadState('networkidle');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Chat' }).click();
  const chat = new ChatPage(page, 'id');
  await chat.openRoom(customer);
  await expect(chat.message('Halo')).toBeVisible();
  const dist = resolve(__dirname, '../../apps/seller-portal/dist');
  const sizes = [...scripts].map((path) => ({ path, gzip: gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length }));
  expect(sizes.some(({ path }) => /firebase/i.test(path))).toBe(false);
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  testInfo.annotations.push({
    type: 'chat JS (gzip)',
    description: `${(total / 1024).toFixed(1)} KB: ${sizes.map(({ path, gzip }) => `${path} ${gzip}`).join(', ')}`,
  });
  expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(80 * 1024);
});
