import { accountPaths } from '@seller-portal/contracts/accounts';
import { chatPaths, chatTokenHeader } from '@seller-portal/contracts/chat';
import { apiPaths } from '@seller-portal/contracts/core';
import { orderPaths, type MarketplaceOrderRequest } from '@seller-portal/contracts/orders';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/modules/chat/schema';
import { orders } from '../src/modules/orders/schema';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { rateLimitCounters } from '../src/modules/rate-limits/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { drivers } from './support/test-database';
import { CookieJar, demo, startTestServer, TestClock, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

type Started = Awaited<ReturnType<typeof startTestServer>>;

const customerHeaders = async (server: TestServer, customerId: string) => ({
  authorization: `Bearer ${await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: `Pembeli ${customerId}` }, server.clock.now())}`,
});

/** A store of its own with a pickup point and an item. */
async function newStore(server: TestServer): Promise<string> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
  const storeCode = owner.storeCode as string;
  await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db.insert(productItems).values({ itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100_000 });
  return storeCode;
}

const orderRequest = (storeCode: string): MarketplaceOrderRequest => ({
  storeCode,
  items: [{ itemId: `${storeCode}-A`, quantity: 1 }],
  courier: 'JNT',
  paymentMethod: 'BANK_TRANSFER',
  shippingFee: 12_000,
  customerPhone: '081234567890',
  shippingAddress: { recipientName: 'Budi', phone: '081234567890', street: 'Jl. Merdeka 1', city: 'Jakarta', province: 'DKI Jakarta', postalCode: '12430' },
});

/**
 * Two server processes on one database (each app its own instance, as `main.ts` starts one per process): every
 * limit is counted in the database, so spreading calls over both gains nothing.
 */
describe.each(drivers)('rate limits shared by every server process (%s)', (driver) => {
  let a: Started;
  let b: Started;
  const clock = new TestClock();
  const limits = {
    customerOrdersPerMinute: 3,
    storeOrdersPerMinute: 5,
    customerChatMessagesPerMinute: 4,
    storeChatMessagesPerMinute: 1_000,
    uploadsPerMinute: 2,
  };

  beforeAll(async () => {
    a = await startTestServer(driver, { clock, signInRateLimitPerMinute: 4, rateLimits: limits });
    b = await startTestServer(driver, { clock, signInRateLimitPerMinute: 4, rateLimits: limits, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses sign-in attempts spread over both processes once the one limit is reached, on both, until the window slides past', async () => {
    const attempt = (server: Started) => server.call('POST', apiPaths.signIn, { body: { username: 'nobody@demo.test', password: 'wrong guess' } });
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);

    const refusedByA = await attempt(a);
    const refusedByB = await attempt(b);
    for (const refused of [refusedByA, refusedByB]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, status: 'TOO_MANY_REQUESTS', errorCode: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The CAS sign-in is a sign-in too: the same counter.
    expect((await b.call('POST', accountPaths.casSignIn, { body: { ticket: 'ST-1', domain: 'x.test' } })).status).toBe(429);

    clock.advance(2 * 60_000);
    expect((await attempt(b)).status).toBe(401);
    expect((await a.signIn(demo.seller.username, demo.seller.password)).startsWith('sp_session=')).toBe(true);
  });

  it('refuses a customer flooding orders through both processes with 429 while another customer still orders, and writes no refused order', async () => {
    const storeCode = await newStore(a);
    const flooder = await customerHeaders(a, 'FLOOD-ORDERS');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await server.call('POST', orderPaths.marketplaceOrders, { headers: flooder, body: orderRequest(storeCode) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const [{ n }] = await a.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, 'FLOOD-ORDERS'));
    expect(n).toBe(3);

    const other = await b.call('POST', orderPaths.marketplaceOrders, { headers: await customerHeaders(b, 'QUIET-BUYER'), body: orderRequest(storeCode) });
    expect(other.status).toBe(200);
  });

  it('caps the orders one store receives from many customers together', async () => {
    const storeCode = await newStore(a);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const server = i % 2 ? b : a;
      statuses.push(
        (await server.call('POST', orderPaths.marketplaceOrders, { headers: await customerHeaders(server, `MANY-${i}`), body: orderRequest(storeCode) }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const elsewhere = await newStore(a);
    expect((await a.call('POST', orderPaths.marketplaceOrders, { headers: await customerHeaders(a, 'MANY-0'), body: orderRequest(elsewhere) })).status).toBe(
      200,
    );
  });

  it('refuses a customer flooding a store’s chat through both processes while another customer still writes', async () => {
    const flooder = await customerHeaders(a, 'FLOOD-CHAT');
    const send = (server: Started, headers: Record<string, string>, i: number) =>
      server.call('POST', chatPaths.customerMessages, {
        headers,
        body: { storeCode: 'DEMO-60001', clientMessageId: `flood-${i}-${headers.authorization.length}`, kind: 'text', text: `halo ${i}` },
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await send(i % 2 ? b : a, flooder, i));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429, 429]);
    expect(answers[4].body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    const [{ n }] = await a.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.storeCode, 'DEMO-60001'), eq(chatMessages.roomId, 'FLOOD-CHAT')));
    expect(n).toBe(4);

    expect((await send(b, await customerHeaders(b, 'QUIET-CHAT'), 0)).status).toBe(200);
    // A token nobody signed is refused for itself, and counts for no one.
    const forged = await send(a, { authorization: 'Bearer not-a-token' }, 99);
    expect([forged.status, forged.body.errorCode]).toEqual([401, 'CHAT_CUSTOMER_TOKEN_INVALID']);
  });

  it('limits uploads per signed-in user across both processes', async () => {
    const cookie = await a.signIn(demo.seller.username, demo.seller.password);
    const upload = async (server: Started) => {
      const token = await server.call<string>('GET', chatPaths.generateToken, { cookie });
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'photo.png');
      const response = await fetch(server.baseUrl + chatPaths.images, {
        method: 'POST',
        body: form,
        headers: { cookie, [chatTokenHeader]: token.body.value as string },
      });
      return response.status;
    };
    expect([await upload(a), await upload(b), await upload(a)]).toEqual([400, 400, 429]);
  });

  it('purges counters whose windows have passed', async () => {
    const purge = a.app.jobs.find((job) => job.name === 'rate limit counters purge');
    const later = new Date(clock.now().getTime() + 10 * 60_000);
    // PostgreSQL keeps them in its table; the embedded database, which one process holds, in that process.
    const [{ n: before }] = await a.database.db.select({ n: count() }).from(rateLimitCounters);
    expect(before > 0).toBe(driver === 'postgres');
    expect(await purge?.run(later)).toBeGreaterThan(0);
    expect(await purge?.run(later)).toBe(0);
    const [{ n: after }] = await a.database.db.select({ n: count() }).from(rateLimitCounters);
    expect(after).toBe(0);
  });
});

/**
 * SMS codes to one number are counted from the outbox (5 an hour); requests racing past that count at once (many
 * pending sign-ins of one account asking together, through both processes) meet the shared counter.
 */
describe.each(drivers)('SMS codes to one number asked for at once through two processes (%s)', (driver) => {
  let a: Started;
  let b: Started;

  beforeAll(async () => {
    const clock = new TestClock();
    a = await startTestServer(driver, { clock });
    b = await startTestServer(driver, { clock, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends at most the hour’s five SMS codes, and refuses the rest with OTP_DESTINATION_LIMIT', async () => {
    const pending = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const server = i % 2 ? b : a;
        const answer = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
        return { server, cookie: new CookieJar().set(...answer.setCookies).header };
      }),
    );
    const answers = await Promise.all(
      pending.map(({ server, cookie }) => server.call('POST', accountPaths.multiFactorSendOtp, { body: { channel: 'SMS' }, cookie })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect([refused.status, refused.body.errorCode]).toEqual([429, 'OTP_DESTINATION_LIMIT']);
    const sms = (await a.outbox()).filter((message) => message.channel === 'SMS');
    expect(sms).toHaveLength(5);
  });
});
