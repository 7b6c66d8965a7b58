import { broadcastPaths, type Broadcast, type BroadcastAudience, type BroadcastPage } from '@seller-portal/contracts/broadcast';
import { chatEventTypes, chatPaths, type ChatMessageEvent, type ChatMessagePage } from '@seller-portal/contracts/chat';
import { storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const day = 86_400_000;

function value<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.value === null || answer.body.value === undefined)
    throw new Error(`no value: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

describe.each(drivers)('broadcast (%s)', (driver) => {
  const server = useTestServer(driver);

  const customerToken = (customerId: string) =>
    signCustomerToken(devChatCustomerTokenSecret, { customerId, name: `Pelanggan ${customerId}` }, server.clock.now());
  const customerWrites = async (storeCode: string, customerId: string) => {
    const answer = await server.call('POST', chatPaths.customerMessages, {
      headers: { authorization: `Bearer ${await customerToken(customerId)}` },
      body: { storeCode, clientMessageId: `m-${Math.random()}`, kind: 'text', text: 'Halo kak' },
    });
    expect(answer.status).toBe(200);
  };
  const customerHistory = async (storeCode: string, customerId: string) =>
    value(
      await server.call<ChatMessagePage>('GET', `${chatPaths.customerHistory}?storeCode=${storeCode}`, {
        headers: { authorization: `Bearer ${await customerToken(customerId)}` },
      }),
    );
  const call = async <T>(method: string, path: string, user: TestUser, body?: unknown) =>
    server.call<T>(method, path, { cookie: (await newSession(server, user)).cookie, body });
  const newStore = () => createTestUser(server, { mode: 'STORE', codes: storeAccessibilityCodes });

  it('sends now to every customer who chatted in the period: a chat message in each room, heard live, counted in the history', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    await customerWrites(storeCode, 'BC-OLD');
    server.clock.advance(10 * day);
    await customerWrites(storeCode, 'BC-1');
    await customerWrites(storeCode, 'BC-2');
    expect(value(await call<BroadcastAudience>('GET', `${broadcastPaths.audience}?days=7`, seller))).toEqual({ recipients: 2, days: 7 });
    expect(value(await call<BroadcastAudience>('GET', broadcastPaths.audience, seller))).toEqual({ recipients: 3, days: null });

    const listener = new RealtimeTestClient(server.baseUrl, { query: { customerToken: await customerToken('BC-1') } });
    await listener.ready();
    try {
      const sent = value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: '  Diskon 10% hari ini!  ', days: 7 }));
      expect(sent).toMatchObject({ status: 'SENT', recipients: 2, text: 'Diskon 10% hari ini!', days: 7 });
      await listener.until((c) => c.events.some((e) => e.type === chatEventTypes.message), 'the broadcast in the customer’s room');
      const event = listener.events.find((e) => e.type === chatEventTypes.message)?.payload as ChatMessageEvent;
      expect(event.message).toMatchObject({ kind: 'text', text: 'Diskon 10% hari ini!', senderType: 'SELLER', clientMessageId: `broadcast:${sent.id}` });
    } finally {
      await listener.close();
    }
    expect((await customerHistory(storeCode, 'BC-2')).content[0]).toMatchObject({ text: 'Diskon 10% hari ini!' });
    expect((await customerHistory(storeCode, 'BC-OLD')).content[0]).toMatchObject({ text: 'Halo kak' });

    const history = value(await call<BroadcastPage>('GET', broadcastPaths.broadcasts, seller));
    expect(history).toMatchObject({ totalElements: 1, remainingToday: 2 });
    expect(history.content[0]).toMatchObject({ status: 'SENT', recipients: 2, read: 0 });
  });

  it('schedules one for later, which the delivery job sends when due; a scheduled one can be cancelled once', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    await customerWrites(storeCode, 'BC-S1');
    const at = server.clock.now().getTime() + 2 * 3_600_000;
    const scheduled = value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: 'Besok buka jam 8', scheduledAt: at }));
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt: at, recipients: 0 });
    server.clock.advance(2 * 60_000);
    const other = value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: 'Yang ini dibatalkan', scheduledAt: at }));
    expect(value(await call<Broadcast>('DELETE', broadcastPaths.broadcast(other.id), seller)).status).toBe('CANCELLED');
    const again = await call('DELETE', broadcastPaths.broadcast(other.id), seller);
    expect([again.status, again.body.errorCode]).toEqual([409, 'BROADCAST_NOT_CANCELLABLE']);

    server.clock.advance(2 * 3_600_000);
    const job = server.app.jobs.find((j) => j.name === 'scheduled broadcasts');
    // The job claims every due broadcast (the demo store's scheduled one too, once the clock has passed it).
    expect(await job?.run(server.clock.now())).toBeGreaterThanOrEqual(1);
    const page = value(await call<BroadcastPage>('GET', broadcastPaths.broadcasts, seller));
    expect(page.content.find((b) => b.id === scheduled.id)).toMatchObject({ status: 'SENT', recipients: 1 });
    expect((await customerHistory(storeCode, 'BC-S1')).content[0]).toMatchObject({ text: 'Besok buka jam 8' });
  });

  it('refuses bad input, an empty audience and more than the limits with clear codes, writing nothing', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    const empty = await call('POST', broadcastPaths.broadcasts, seller, { text: 'Halo' });
    expect([empty.status, empty.body.errorCode]).toEqual([409, 'BROADCAST_AUDIENCE_EMPTY']);
    await customerWrites(storeCode, 'BC-L1');
    const now = server.clock.now().getTime();
    for (const [body, code] of [
      [{ text: '   ' }, 'BROADCAST_TEXT_BLANK'],
      [{ text: 'x'.repeat(1001) }, 'BROADCAST_TEXT_TOO_LONG'],
      [{ text: 'Halo', days: 0 }, 'BROADCAST_DAYS_INVALID'],
      [{ text: 'Halo', scheduledAt: now - 1000 }, 'BROADCAST_SCHEDULE_INVALID'],
      [{ text: 'Halo', scheduledAt: now + 31 * day }, 'BROADCAST_SCHEDULE_INVALID'],
    ] as const) {
      const answer = await call('POST', broadcastPaths.broadcasts, seller, body);
      expect([code, answer.status, answer.body.errorCode]).toEqual([code, 400, code]);
    }
    expect(value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: 'Satu' })).status).toBe('SENT');
    const soon = await call('POST', broadcastPaths.broadcasts, seller, { text: 'Dua' });
    expect([soon.status, soon.body.errorCode]).toEqual([429, 'BROADCAST_TOO_SOON']);
    server.clock.advance(61_000);
    value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: 'Dua' }));
    server.clock.advance(61_000);
    value(await call<Broadcast>('POST', broadcastPaths.broadcasts, seller, { text: 'Tiga' }));
    server.clock.advance(61_000);
    const fourth = await call('POST', broadcastPaths.broadcasts, seller, { text: 'Empat' });
    expect([fourth.status, fourth.body.errorCode]).toEqual([429, 'BROADCAST_DAILY_LIMIT_REACHED']);
    expect(value(await call<BroadcastPage>('GET', broadcastPaths.broadcasts, seller))).toMatchObject({ totalElements: 3, remainingToday: 0 });
    const unknown = await call('DELETE', broadcastPaths.broadcast('not-an-id'), seller);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'BROADCAST_NOT_FOUND']);
  });

  it('lets view-only staff read the history but not send (403 PE403001)', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    expect((await server.call<BroadcastPage>('GET', broadcastPaths.broadcasts, { cookie })).status).toBe(200);
    const send = await server.call('POST', broadcastPaths.broadcasts, { cookie, body: { text: 'Halo' } });
    expect([send.status, send.body.errorCode]).toEqual([403, 'PE403001']);
  });
});
