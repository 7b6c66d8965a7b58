import { chatLimits, chatPaths, chatRoomPaths, chatTokenHeader, type ChatPickerProduct, type ChatSendAnswer } from '@seller-portal/contracts/chat';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const storeCode = 'DEMO-60001';

async function chatHeaders(server: TestServer, cookie: string) {
  const token = await server.call<string>('GET', chatPaths.generateToken, { cookie });
  expect(token.status).toBe(200);
  return { cookie, headers: { [chatTokenHeader]: token.body.value as string } };
}

describe.each(drivers)("chat's product picker (%s)", (driver) => {
  const server = useTestServer(driver);

  const search = async (caller: { cookie: string; headers: Record<string, string> }, query: Record<string, string>) =>
    server.call<ChatPickerProduct[]>('GET', `${chatPaths.products}?${new URLSearchParams(query).toString()}`, caller);

  it('finds the store’s sellable products by name or item ID, with price and the stock available now', async () => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    const byName = await search(seller, { q: 'kopi arabika' });
    expect(byName.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(productItems)
      .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, 'ITEM-60001-001')));
    expect(byName.body.value).toEqual([{ itemId: 'ITEM-60001-001', name: 'Kopi Arabika Gayo 250 g', price: 89_000, stock: row.stock, imageUrl: row.imageUrl }]);

    const byItemId = await search(seller, { q: 'item-60001-002' });
    expect(byItemId.body.value?.map((p) => p.name)).toEqual(['Teh Hijau Melati 100 g']);

    // Every answer is the store's own, live and in stock; names in order.
    const all = (await search(seller, { q: 'kopi' })).body.value ?? [];
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((p) => p.itemId.startsWith('ITEM-60001-') && p.stock > 0 && /kopi/i.test(p.name))).toBe(true);
    expect(all.map((p) => p.name)).toEqual([...all.map((p) => p.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it.each([
    ['sold out', 'Gula Aren Cair'],
    ['inactive', 'Sirup Markisa'],
    ['another store’s, by its name', 'Beras Pandan Wangi'],
    ['another store’s, by its item ID', 'ITEM-60009-001'],
    ['a LIKE wildcard taken literally', '%'],
  ])('leaves out a product that is %s', async (_case, q) => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    const answer = await search(seller, { q });
    expect([answer.status, answer.body.value]).toEqual([200, []]);
  });

  it('a stock taken to zero leaves the picker at once', async () => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    expect((await search(seller, { q: 'ITEM-60001-005' })).body.value).toHaveLength(1);
    await server.database.db
      .update(productItems)
      .set({ stock: 0 })
      .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, 'ITEM-60001-005')));
    expect((await search(seller, { q: 'ITEM-60001-005' })).body.value).toEqual([]);
  });

  it('answers one bounded page; without a search the first products by name', async () => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    const first = await search(seller, {});
    expect(first.body.value).toHaveLength(chatLimits.productSearchPageMax);
    expect((await search(seller, { size: '3' })).body.value).toHaveLength(3);
  });

  it.each([
    ['a page larger than allowed', { size: String(chatLimits.productSearchPageMax + 1) }],
    ['a page of none', { size: '0' }],
    ['a size that is no number', { size: 'lots' }],
    ['a search longer than allowed', { q: 'k'.repeat(chatLimits.searchMaxLength + 1) }],
  ])('refuses %s with BAD_REQUEST in the envelope', async (_case, query) => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    const answer = await search(seller, query);
    expect([answer.status, answer.body.success, answer.body.errorCode]).toEqual([400, false, 'BAD_REQUEST']);
  });

  it('is for who may send a card: view-only chat staff, a chat token of no session and a store without chat are refused', async () => {
    const staff = await chatHeaders(server, await server.signIn('staff@demo.test', 'Staff#2026'));
    expect((await search(staff, { q: 'kopi' })).status).toBe(403);
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    expect((await search({ cookie: seller.cookie, headers: {} }, { q: 'kopi' })).body.errorCode).toBe('CHAT_TOKEN_INVALID');
    const productsOnly = await createTestUser(server, { mode: 'STORE', codes: ['STORE_PRODUCT'] });
    expect((await server.call('GET', `${chatPaths.products}?q=kopi`, { cookie: productsOnly.cookie })).status).toBe(403);
    expect((await server.call('GET', `${chatPaths.products}?q=kopi`)).status).toBe(401);
  });

  it('a product found is sent as a card, and the customer reads it in their history', async () => {
    const seller = await chatHeaders(server, await server.signIn(demo.seller.username, demo.seller.password));
    const customerId = `CUST-picker-${randomUUID().slice(0, 8)}`;
    const customer = {
      authorization: `Bearer ${await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: 'Pelanggan Picker' }, server.clock.now())}`,
    };
    const wrote = await server.call<ChatSendAnswer>('POST', chatPaths.customerMessages, {
      headers: customer,
      body: { storeCode, clientMessageId: randomUUID(), kind: 'text', text: 'Ada madu?' },
    });
    expect(wrote.status).toBe(200);
    const [found] = (await search(seller, { q: 'madu hutan' })).body.value ?? [];
    const sent = await server.call<ChatSendAnswer>('POST', chatRoomPaths.messages(customerId), {
      ...seller,
      body: { clientMessageId: randomUUID(), kind: 'product', itemId: found.itemId },
    });
    expect(sent.status).toBe(200);
    const history = await server.call<{ content: { kind: string; product?: { itemId: string; name: string; price: number } }[] }>(
      'GET',
      `${chatPaths.customerHistory}?storeCode=${storeCode}`,
      { headers: customer },
    );
    expect(history.body.value?.content[0]).toMatchObject({
      kind: 'product',
      product: { itemId: found.itemId, name: 'Madu Hutan Sumbawa 350 g', price: 120_000 },
    });
  });
});
