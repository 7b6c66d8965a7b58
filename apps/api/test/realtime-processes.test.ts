import { chatEventTypes, chatPaths, type ChatMessageEvent } from '@seller-portal/contracts/chat';
import { apiPaths, realtimeAudiences, realtimeCloseCodes } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/open-database';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { RealtimeRepository } from '../src/modules/realtime/repository';
import { RealtimeTestClient } from './support/realtime-client';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, drivers } from './support/test-database';
import { demo, sessionCookieOf } from './support/test-server';

const demoStore = realtimeAudiences.store('DEMO-60001');

async function signIn(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const response = await fetch(baseUrl + apiPaths.signIn, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const cookie = sessionCookieOf(response.headers.getSetCookie());
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/**
 * DESIGN.md "Realtime": several server processes on one PostgreSQL deliver each other's events, because the
 * NOTIFY carries only an id and every process reads the row itself.
 */
describe.skipIf(!drivers.includes('postgres'))('realtime across two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    const url = await createPostgresDatabase();
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: url }), startServerProcess({ DATABASE_URL: url })]);
    database = openPostgres(url);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const connect = (baseUrl: string, options: ConstructorParameters<typeof RealtimeTestClient>[1]) => {
    const client = new RealtimeTestClient(baseUrl, options);
    clients.push(client);
    return client;
  };

  it("a customer's chat message sent through one process reaches the seller's socket on the other, and the customer's own", async () => {
    const seller = connect(b.baseUrl, { cookie: await signIn(b.baseUrl, demo.seller) });
    const customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'RT-TWO-PROCESSES', name: 'Pembeli Dua Proses' }, new Date());
    const customer = connect(b.baseUrl, { query: { customerToken } });
    await Promise.all([seller.ready(), customer.ready()]);

    const sent = await fetch(a.baseUrl + chatPaths.customerMessages, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify({ storeCode: 'DEMO-60001', clientMessageId: 'rt-two-processes-1', kind: 'text', text: 'Halo dari proses A' }),
    });
    expect(sent.status).toBe(200);

    for (const client of [seller, customer]) await client.until((c) => c.events.some((e) => e.type === chatEventTypes.message), 'the chat message');
    const heard = seller.events.find((e) => e.type === chatEventTypes.message)?.payload as ChatMessageEvent;
    expect(heard.message).toMatchObject({ kind: 'text', text: 'Halo dari proses A', senderType: 'CUSTOMER', clientMessageId: 'rt-two-processes-1' });
    expect(heard.session.customerId).toBe('RT-TWO-PROCESSES');
  });

  it('events published in one process reach sockets held by the other, in order, once each', async () => {
    const cookie = await signIn(a.baseUrl, demo.seller);
    const onA = connect(a.baseUrl, { cookie });
    const onB = connect(b.baseUrl, { cookie });
    await Promise.all([onA.ready(), onB.ready()]);

    const publisher = new RealtimeRepository(database.db);
    for (let n = 1; n <= 20; n++) await publisher.insertNow({ audience: demoStore, type: 'test.event', payload: { n } }, new Date());

    for (const client of [onA, onB]) await client.until((c) => c.events.length === 20, 'twenty events');
    expect(onB.events.map((e) => (e.payload as { n: number }).n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(onB.eventIds).toEqual(onA.eventIds);
  });

  it('a socket that left one process resumes on the other without a gap', async () => {
    const cookie = await signIn(b.baseUrl, demo.seller);
    const first = connect(b.baseUrl, { cookie });
    await first.ready();
    const publisher = new RealtimeRepository(database.db);
    await publisher.insertNow({ audience: demoStore, type: 'test.event', payload: { n: 1 } }, new Date());
    await first.until((c) => c.events.length === 1, 'the first event');
    await first.close();

    for (let n = 2; n <= 4; n++) await publisher.insertNow({ audience: demoStore, type: 'test.event', payload: { n } }, new Date());
    const second = connect(a.baseUrl, { cookie, after: first.eventIds[0] });
    await second.until((c) => c.events.length === 3, 'the three missed events');
    expect(second.events.map((e) => e.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it('one session holds at most ten sockets across both processes: the oldest close with 4429 as newer ones open', async () => {
    const cookie = await signIn(a.baseUrl, demo.seller);
    const tabs: RealtimeTestClient[] = [];
    for (let n = 0; n < 12; n++) {
      const tab = connect(n % 2 === 0 ? a.baseUrl : b.baseUrl, { cookie });
      tabs.push(tab);
      await tab.ready();
    }
    expect(await tabs[0].closedWith()).toBe(realtimeCloseCodes.tooManySockets);
    expect(await tabs[1].closedWith()).toBe(realtimeCloseCodes.tooManySockets);
    const publisher = new RealtimeRepository(database.db);
    await publisher.insertNow({ audience: demoStore, type: 'test.event', payload: { n: 'ten tabs' } }, new Date());
    await Promise.all(tabs.slice(2).map((tab) => tab.until((c) => c.events.some((e) => (e.payload as { n: unknown }).n === 'ten tabs'), 'the event')));
    expect(tabs.slice(2).every((tab) => tab.closed === null)).toBe(true);
  });
});
