import {
  chatLimits,
  chatPaths,
  chatRoomPaths,
  chatTokenHeader,
  type ChatMessagePage,
  type ChatReviewReminderProduct,
  type ChatReviewReminderQuota,
} from '@seller-portal/contracts/chat';
import { orderLimits, orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { chatReviewReminderQuotas } from '../src/modules/chat/schema';
import { nextReminderRefill, reminderMonthOf } from '../src/modules/chat/service';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { devOrderServiceToken } from '../src/modules/orders';
import { productItems, productReviews } from '../src/modules/products/schema';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { useTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const day = 86_400_000;

interface Store {
  owner: TestUser;
  storeCode: string;
}

/** A store of its own with two products (`-A`, `-B`) and a pickup point; its owner reads and writes chat and orders. */
async function newStore(server: TestServer): Promise<Store> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER', 'STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] });
  const storeCode = owner.storeCode as string;
  await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db.insert(productItems).values([
    { itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 1_000 },
    { itemId: `${storeCode}-B`, storeCode, name: 'Tas Uji', price: 20_000, stock: 1_000 },
  ]);
  return { owner, storeCode };
}

describe.each(drivers)('chat review reminders fed by completed orders (§2.3, §7 review-reminder) (%s)', (driver) => {
  const server = useTestServer(driver);
  const db = () => server.database.db;

  /** A fresh session and chat token of the store's owner at the test clock's time. */
  const caller = async (store: Store) => {
    const { cookie } = await newSession(server, store.owner);
    const token = await server.call<string>('GET', chatPaths.generateToken, { cookie });
    expect(token.status).toBe(200);
    return { cookie, headers: { [chatTokenHeader]: token.body.value as string } };
  };
  const quotaOf = async (store: Store) => {
    const answer = await server.call<ChatReviewReminderQuota>('GET', chatPaths.reviewReminderQuota, await caller(store));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as ChatReviewReminderQuota;
  };
  const offersOf = async (store: Store) => {
    const answer = await server.call<ChatReviewReminderProduct[]>('GET', chatPaths.reviewReminderProducts, await caller(store));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as ChatReviewReminderProduct[];
  };

  /** An order of the store's two products, accepted, shipped and delivered; its number and the customer's token. */
  const deliveredOrder = async (store: Store, customerId: string) => {
    const customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: 'Budi Santoso' }, server.clock.now());
    const { cookie } = await newSession(server, store.owner);
    const placed = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(store.storeCode));
    await server.call('POST', orderPathsOf.accept(placed.orderNumber), { cookie, body: { version: 1 } });
    await server.call('POST', orderPathsOf.ship(placed.orderNumber), { cookie, body: { version: 2, trackingNumber: 'JP1234567890' } });
    const delivered = await server.call<OrderDetail>('POST', orderPathsOf.marketplaceDelivery(placed.orderNumber), {
      body: {},
      headers: { authorization: `Bearer ${devOrderServiceToken}` },
    });
    expect(delivered.body.value?.status, JSON.stringify(delivered.body)).toBe('DELIVERED');
    return { orderNumber: placed.orderNumber, customerToken };
  };
  /** Completed by the customer's confirmation. */
  const confirmedOrder = async (store: Store, customerId: string) => {
    const { orderNumber, customerToken } = await deliveredOrder(store, customerId);
    const confirmed = await server.call<OrderDetail>('POST', orderPathsOf.marketplaceReceipt(orderNumber), {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(confirmed.body.value?.status, JSON.stringify(confirmed.body)).toBe('COMPLETED');
    return orderNumber;
  };
  const sweep = async () => {
    const job = server.app.jobs.find((each) => each.name === 'order auto-completion');
    if (!job) throw new Error('no auto-completion job');
    await job.run(server.clock.now());
  };

  it("a customer's confirmation offers each item of the order to their room and adds to the quota, within the month's cap", async () => {
    const store = await newStore(server);
    expect(await quotaOf(store)).toEqual({
      availableQuota: 0,
      unreviewedProductCount: 0,
      grantedThisMonth: 0,
      monthlyCap: chatLimits.reviewReminderMonthlyCap,
      nextRefillDate: nextReminderRefill(server.clock.now()).getTime(),
    });
    const orderNumber = await confirmedOrder(store, 'REM-CUST-1');
    const offers = await offersOf(store);
    expect(offers.map((offer) => [offer.orderNumber, offer.product.itemId, offer.customerId, offer.roomId, offer.remindedAt]).sort()).toEqual([
      [orderNumber, `${store.storeCode}-A`, 'REM-CUST-1', 'REM-CUST-1', null],
      [orderNumber, `${store.storeCode}-B`, 'REM-CUST-1', 'REM-CUST-1', null],
    ]);
    expect(offers[0].expiresDate).toBe(offers[0].expiresDate);
    for (const offer of offers) expect(offer.expiresDate - server.clock.now().getTime()).toBe(chatLimits.reviewReminderOfferDays * day);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 2, unreviewedProductCount: 2, grantedThisMonth: 2 });

    // Near the cap, a completion adds only what is left of the month's allowance.
    const month = reminderMonthOf(server.clock.now());
    await db()
      .update(chatReviewReminderQuotas)
      .set({ grantedInMonth: chatLimits.reviewReminderMonthlyCap - 1 })
      .where(and(eq(chatReviewReminderQuotas.storeCode, store.storeCode), eq(chatReviewReminderQuotas.grantMonth, month)));
    await confirmedOrder(store, 'REM-CUST-2');
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 3, unreviewedProductCount: 4, grantedThisMonth: chatLimits.reviewReminderMonthlyCap });
    await confirmedOrder(store, 'REM-CUST-3');
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 3, unreviewedProductCount: 6, grantedThisMonth: chatLimits.reviewReminderMonthlyCap });

    // The 1st of the next month (WIB) starts the allowance again.
    const refill = nextReminderRefill(server.clock.now());
    server.clock.advance(refill.getTime() - server.clock.now().getTime() + 60_000);
    const quota = await quotaOf(store);
    expect(quota).toMatchObject({ availableQuota: 3, grantedThisMonth: 0 });
    expect(quota.nextRefillDate).toBeGreaterThan(refill.getTime());
    await confirmedOrder(store, 'REM-CUST-4');
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 5, grantedThisMonth: 2 });
  });

  it('the completion sweep offers the items too, once however often it runs', async () => {
    const store = await newStore(server);
    const { orderNumber } = await deliveredOrder(store, 'REM-SWEEP-1');
    expect(await offersOf(store)).toEqual([]);
    server.clock.advance(orderLimits.autoCompleteAfterDays * day + 60_000);
    await sweep();
    await sweep();
    const offers = await offersOf(store);
    expect(offers.map((offer) => offer.orderNumber)).toEqual([orderNumber, orderNumber]);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 2, unreviewedProductCount: 2 });
  });

  it('a reviewed item and an expired offer drop out, and cannot be sent', async () => {
    const store = await newStore(server);
    const orderNumber = await confirmedOrder(store, 'REM-REVIEW-1');
    const offers = await offersOf(store);
    const reviewed = offers.find((offer) => offer.product.itemId === `${store.storeCode}-A`);
    if (!reviewed) throw new Error('no offer of -A');
    await db()
      .insert(productReviews)
      .values({
        id: `REV-${store.storeCode}`,
        storeCode: store.storeCode,
        itemId: `${store.storeCode}-A`,
        orderNumber,
        customerName: 'Budi Santoso',
        rating: 5,
      });
    expect((await offersOf(store)).map((offer) => offer.product.itemId)).toEqual([`${store.storeCode}-B`]);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 2, unreviewedProductCount: 1 });
    const sendReviewed = await server.call('POST', chatPaths.reviewReminderSend, { ...(await caller(store)), body: { id: reviewed.id } });
    expect([sendReviewed.status, sendReviewed.body.errorCode]).toEqual([404, 'CHAT_REVIEW_REMINDER_NOT_FOUND']);

    const open = offers.find((offer) => offer.product.itemId === `${store.storeCode}-B`);
    if (!open) throw new Error('no offer of -B');
    server.clock.advance(chatLimits.reviewReminderOfferDays * day);
    expect(await offersOf(store)).toEqual([]);
    expect(await quotaOf(store)).toMatchObject({ unreviewedProductCount: 0 });
    const sendExpired = await server.call('POST', chatPaths.reviewReminderSend, { ...(await caller(store)), body: { id: open.id } });
    expect([sendExpired.status, sendExpired.body.errorCode]).toEqual([404, 'CHAT_REVIEW_REMINDER_NOT_FOUND']);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 2 });
  });

  it("sending writes the product card into the customer's room and spends one quota, once; another store neither sees nor sends it", async () => {
    const store = await newStore(server);
    const other = await newStore(server);
    await confirmedOrder(store, 'REM-SEND-1');
    const [offer] = await offersOf(store);
    const seller = await caller(store);

    const sent = await server.call<ChatReviewReminderQuota>('POST', chatPaths.reviewReminderSend, { ...seller, body: { id: offer.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toMatchObject({ availableQuota: 1, unreviewedProductCount: 1 });
    const room = await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('REM-SEND-1'), seller);
    expect(room.body.value?.content).toEqual([
      expect.objectContaining({ kind: 'product', senderType: 'SELLER', product: expect.objectContaining({ itemId: offer.product.itemId }) }),
    ]);
    expect((await offersOf(store)).find((each) => each.id === offer.id)?.remindedAt).toBe(server.clock.now().getTime());

    const twice = await server.call('POST', chatPaths.reviewReminderSend, { ...seller, body: { id: offer.id } });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'CHAT_REVIEW_REMINDER_ALREADY_SENT']);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 1 });
    expect((await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('REM-SEND-1'), seller)).body.value?.content).toHaveLength(1);

    // Another store: none of it is listed, and its id is not found there.
    expect(await offersOf(other)).toEqual([]);
    const [second] = (await offersOf(store)).filter((each) => each.remindedAt === null);
    const foreign = await server.call('POST', chatPaths.reviewReminderSend, { ...(await caller(other)), body: { id: second.id } });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'CHAT_REVIEW_REMINDER_NOT_FOUND']);
    expect(await quotaOf(store)).toMatchObject({ availableQuota: 1, unreviewedProductCount: 1 });
  });
});
