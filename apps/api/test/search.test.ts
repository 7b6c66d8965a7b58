import { searchPaths, type SearchHit } from '@seller-portal/contracts/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { productItems } from '../src/modules/products/schema';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

/** A store of its own with a pickup point and two items, its owner holding orders, products and chat. */
async function newStore(server: TestServer): Promise<{ owner: TestUser; storeCode: string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER', 'STORE_PRODUCT', 'STORE_CONVERSATION'] });
  const storeCode = owner.storeCode as string;
  await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db.insert(productItems).values([
    { itemId: `${storeCode}-A`, storeCode, name: 'Madu Hutan Sumbawa', sku: `SKU-${storeCode}-MADU`, price: 50_000, stock: 1_000 },
    { itemId: `${storeCode}-B`, storeCode, name: 'Teh Melati', price: 20_000, stock: 1_000 },
  ]);
  return { owner, storeCode };
}

describe.each(drivers)('the palette’s search (%s)', (driver) => {
  const server = useTestServer(driver);
  let customerToken: string;
  beforeAll(async () => {
    customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-PALETTE', name: 'Rina Kusuma' }, server.clock.now());
  });

  const search = async (cookie: string, q: string, language = 'id') => {
    const answer = await server.call<{ hits: SearchHit[] }>('GET', `${searchPaths.search}?${new URLSearchParams({ q, language })}`, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value?.hits ?? [];
  };
  const kinds = (hits: SearchHit[], kind: SearchHit['kind']) => hits.filter((hit) => hit.kind === kind);

  it('finds an order by its exact number first, by its start and by the customer’s name, within the caller’s store only', async () => {
    const mine = await newStore(server);
    const theirs = await newStore(server);
    const order = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(mine.storeCode));
    const other = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(theirs.storeCode));

    const exact = await search(mine.owner.cookie, order.orderNumber.toLowerCase());
    expect(exact[0]).toEqual({
      kind: 'order',
      id: order.orderNumber,
      title: order.orderNumber,
      detail: 'Rina Kusuma',
      path: `/order-list/${order.orderNumber}`,
      match: 'exact',
      // What the palette needs to offer accept (a NEW order) with the version the accept call takes.
      status: 'NEW',
      version: 1,
    });
    // Another store's order, by its exact number, is not found.
    expect(kinds(await search(mine.owner.cookie, other.orderNumber), 'order')).toEqual([]);
    expect(kinds(await search(theirs.owner.cookie, other.orderNumber), 'order').map((hit) => hit.id)).toEqual([other.orderNumber]);
    // By the customer's name, with a typo too (pg_trgm).
    expect(kinds(await search(mine.owner.cookie, 'rina kus'), 'order').map((hit) => hit.id)).toEqual([order.orderNumber]);
    // Near spellings: each mistyped word read as the store's nearest word, the rest of the query as typed.
    for (const typed of ['kusumma', 'rina kusma', 'madu hutn', 'maddu hutan sumbawa'])
      expect(
        kinds(await search(mine.owner.cookie, typed), 'order').map((hit) => hit.id),
        typed,
      ).toEqual([order.orderNumber]);
    // A word near none of the store's words finds nothing.
    expect(kinds(await search(mine.owner.cookie, 'xylofon'), 'order')).toEqual([]);
  });

  it('asks no domain the session may not open: staff without STORE_ORDER find no order, even by its exact number', async () => {
    const { storeCode } = await newStore(server);
    const order = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(storeCode));
    const productsOnly = await createTestUser(server, { mode: 'STORE', store: { code: storeCode, isOwner: false }, codes: ['STORE_PRODUCT'] });
    expect(await search(productsOnly.cookie, order.orderNumber)).toEqual([]);
    expect(kinds(await search(productsOnly.cookie, 'madu'), 'product').map((hit) => hit.id)).toEqual([`${storeCode}-A`]);
    const ordersOnly = await createTestUser(server, { mode: 'STORE', store: { code: storeCode, isOwner: false }, codes: ['STORE_ORDER'] });
    expect(kinds(await search(ordersOnly.cookie, 'madu'), 'product')).toEqual([]);
    // An internal user holds no store: nothing of any store.
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    expect(kinds(await search(internal, order.orderNumber), 'order')).toEqual([]);
  });

  it.each([
    ['an SKU typed whole', (store: string) => `sku-${store}-madu`, 'exact'],
    ['an item id typed whole', (store: string) => `${store}-B`, 'exact'],
    ['the start of a name', () => 'teh mel', 'prefix'],
    ['a word inside a name', () => 'hutan', 'fuzzy'],
    ['a near spelling', () => 'sumbwa', 'fuzzy'],
  ] as const)('finds a product by %s', async (_, query, match) => {
    const { owner, storeCode } = await newStore(server);
    const [first] = kinds(await search(owner.cookie, query(storeCode)), 'product');
    expect(first?.match).toBe(match);
    expect(first?.path).toMatch(new RegExp(`^/external/product/active/all\\?item=${storeCode}-[AB]$`));
  });

  it('gives an order’s status and version as they are now, and a product’s status, so the palette offers their actions', async () => {
    const { owner, storeCode } = await newStore(server);
    const order = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(storeCode));
    const accepted = await server.call('POST', `/backend/order/orders/${order.orderNumber}/accept`, { cookie: owner.cookie, body: { version: 1 } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(kinds(await search(owner.cookie, order.orderNumber), 'order')[0]).toMatchObject({ status: 'READY_TO_SHIP', version: 2 });
    expect(kinds(await search(owner.cookie, `${storeCode}-B`), 'product')[0]).toMatchObject({ status: 'ACTIVE' });
    const off = await server.call('POST', '/backend/product-external/api/products/status', {
      cookie: owner.cookie,
      body: { itemIds: [`${storeCode}-B`], active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(kinds(await search(owner.cookie, `${storeCode}-B`), 'product')[0]).toMatchObject({ status: 'INACTIVE' });
  });

  it('finds the caller’s own notifications of the store by their words, in the caller’s language, and nobody else’s', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const [free] = kinds(await search(seller, 'ongkir'), 'notification');
    expect(free).toMatchObject({ title: 'Gratis ongkir untuk toko Anda', path: '/notification' });
    expect(kinds(await search(seller, 'free shipping', 'en'), 'notification')[0]).toMatchObject({ title: 'Free shipping for your store' });
    expect(kinds(await search(seller, 'disetujui'), 'notification')[0]).toMatchObject({ path: '/external/product/active/all' });
    // Another member of the same store has notifications of their own, not the seller's.
    const colleague = await createTestUser(server, { mode: 'STORE', store: { code: 'DEMO-60001', isOwner: false }, codes: ['STORE_ORDER'] });
    expect(kinds(await search(colleague.cookie, 'ongkir'), 'notification')).toEqual([]);
  });

  it('finds no product by two letters a name’s word starts with', async () => {
    const { owner } = await newStore(server);
    expect(kinds(await search(owner.cookie, 'meja'), 'product')).toEqual([]);
  });

  it('finds the seller’s conversations by the customer’s id and name', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const [byId] = kinds(await search(seller, 'cust-2'), 'conversation');
    expect(byId).toMatchObject({ id: 'CUST-2', detail: 'CUST-2', path: '/conversations/CUST-2', match: 'exact' });
    expect(kinds(await search(seller, 'budi'), 'conversation').map((hit) => hit.detail)).toContain('CUST-1');
  });

  it.each([
    ['id', 'penarikan', 'penarikan-dana-ke-rekening'],
    ['en', 'withdr', 'penarikan-dana-ke-rekening'],
  ])('(%s) finds Seller Learning’s articles in the caller’s language: "%s"', async (language, q, slug) => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const [first] = kinds(await search(seller, q, language), 'article');
    expect(first).toMatchObject({ id: slug, path: `/learning/guide/article/${slug}` });
  });

  it('answers a query of punctuation alone with no hits, and refuses a blank or too long one', async () => {
    const { owner } = await newStore(server);
    expect(await search(owner.cookie, '?!… --')).toEqual([]);
    for (const q of ['', '   ', 'x'.repeat(101), 'x'.repeat(5_000)]) {
      const answer = await server.call('GET', `${searchPaths.search}?${new URLSearchParams({ q })}`, { cookie: owner.cookie });
      expect({ q: q.slice(0, 5), status: answer.status, code: answer.body.errorCode }).toEqual({ q: q.slice(0, 5), status: 400, code: 'SEARCH_QUERY_INVALID' });
    }
    expect((await server.call('GET', `${searchPaths.search}?q=x`)).status).toBe(401);
  });

  // The internal console's sources: each asked only for staff holding the codes of the page it leads to.
  const internalKinds = [
    ['announcement', 'syarat dan ketentuan', ['INTERNAL_ANNOUNCEMENT']],
    ['partner-event', 'order_paid', ['INTERNAL_NOTIFICATION']],
    ['manual-notification', 'kebijakan pengiriman', ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE']],
    ['mobile-config', 'generalnotif', ['INTERNAL_MOBILE-CONFIG_VIEW']],
    ['api-spec', 'orders api', ['INTERNAL_SELLER-API-CENTER']],
  ] as const;

  it.each(internalKinds)('finds %s hits ("%s") for internal staff holding its page’s codes, and none without them', async (kind, q, codes) => {
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const [first] = kinds(await search(internal, q), kind);
    expect(first, kind).toBeDefined();
    expect(first.path.startsWith('/')).toBe(true);
    const holding = await createTestUser(server, { mode: 'INTERNAL', codes: [...codes] });
    expect(kinds(await search(holding.cookie, q), kind).map((hit) => hit.id)).toEqual(kinds(await search(internal, q), kind).map((hit) => hit.id));
    // Every code but one of them: nothing of this kind.
    for (const missing of codes) {
      const without = await createTestUser(server, { mode: 'INTERNAL', codes: codes.filter((code) => code !== missing) });
      expect(kinds(await search(without.cookie, q), kind), `${kind} without ${missing}`).toEqual([]);
    }
    // A seller finds none of the console's things.
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect(kinds(await search(seller, q), kind)).toEqual([]);
  });

  it('finds an announcement by its code typed whole first, and its title in the caller’s language', async () => {
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const [byTitle] = kinds(await search(internal, 'terms and conditions', 'en'), 'announcement');
    expect(byTitle).toMatchObject({ title: 'Updated Seller Terms and Conditions', path: `/announcement/${byTitle.id}` });
    expect(kinds(await search(internal, byTitle.id), 'announcement')[0]).toMatchObject({ id: byTitle.id, match: 'exact' });
  });
});
