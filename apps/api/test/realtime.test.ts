import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths, realtimeAudiences, realtimeCloseCodes, realtimePath, storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { randomBytes } from 'node:crypto';
import { connect as connectSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const demoStore = realtimeAudiences.store('DEMO-60001');

describe.each(drivers)('the realtime socket (%s)', (driver) => {
  // A fast heartbeat: dead peers and ended sessions are found within a fraction of a second.
  const server = useTestServer(driver, { realtimeHeartbeatMs: 100 });
  const clients: RealtimeTestClient[] = [];
  const connect = (options: ConstructorParameters<typeof RealtimeTestClient>[1] = {}) => {
    const client = new RealtimeTestClient(server.baseUrl, options);
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  const publish = (audience: string, n: number) => server.app.realtime.publishNow({ audience, type: 'test.event', payload: { n } });
  const sellerCookie = () => server.signIn(demo.seller.username, demo.seller.password);

  describe('who may open it', () => {
    it('closes a socket without a session, or with a cookie that is no session, with 4401', async () => {
      expect(await connect().closedWith()).toBe(realtimeCloseCodes.unauthorized);
      expect(await connect({ cookie: 'sp_session=not-a-session' }).closedWith()).toBe(realtimeCloseCodes.unauthorized);
    });

    it('refuses the handshake of a page of another origin', async () => {
      const client = connect({ cookie: await sellerCookie(), origin: 'https://evil.example' });
      await client.until((c) => c.refused !== null, 'the refusal');
      expect(client.refused).toBe(403);
    });

    it('answers a handshake for a path that takes no socket with 404, and closes its connection', async () => {
      const cookie = await sellerCookie();
      for (const path of [apiPaths.session, '/backend/no-such-call', '/sign-in']) {
        const { port } = new URL(server.baseUrl);
        const socket = connectSocket(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n` +
            `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nCookie: ${cookie}\r\n\r\n`,
        );
        // The server ends the connection itself: the client never closes it.
        await closed;
        expect([path, answer.split('\r\n')[0]]).toEqual([path, 'HTTP/1.1 404 Not Found']);
      }
    });

    it('answers a plain GET without an upgrade with 400, and without a session with 401', async () => {
      expect((await server.call('GET', realtimePath, { cookie: await sellerCookie() })).status).toBe(400);
      expect((await server.call('GET', realtimePath)).body.errorCode).toBe('PE403002');
    });

    it('answers a malformed ?after with an error frame and 4400', async () => {
      const client = connect({ cookie: await sellerCookie(), after: '12abc' });
      expect(await client.closedWith()).toBe(realtimeCloseCodes.badRequest);
      expect(client.frames).toEqual([{ t: 'error', code: 'BAD_REQUEST' }]);
    });
  });

  describe('audiences', () => {
    it("a seller hears the store's and the user's events, never another store's", async () => {
      const cookie = await sellerCookie();
      const session = (await server.call<{ userId: string }>('GET', apiPaths.session, { cookie })).body.value;
      const other = await createTestUser(server, { mode: 'STORE', codes: storeAccessibilityCodes });
      const seller = connect({ cookie });
      const stranger = connect({ cookie: other.cookie });
      await Promise.all([seller.ready(), stranger.ready()]);

      await publish(realtimeAudiences.store(other.storeCode ?? ''), 1);
      await publish(demoStore, 2);
      await publish(realtimeAudiences.user(session?.userId ?? ''), 3);
      await server.app.realtime.publishEphemeral(demoStore, 'test.typing', { n: 4 });

      await seller.until((c) => c.events.length === 3, 'three events');
      await stranger.until((c) => c.events.length === 1, 'one event');
      // The ephemeral event skips the store, so it may overtake the stored ones.
      expect(seller.events.filter((e) => e.id).map((e) => e.payload)).toEqual([{ n: 2 }, { n: 3 }]);
      expect(seller.events.filter((e) => !e.id).map((e) => [e.type, e.payload])).toEqual([['test.typing', { n: 4 }]]);
      expect(stranger.events.map((e) => e.payload)).toEqual([{ n: 1 }]);
    });

    it('an event whose transaction rolls back is never heard; those after it are, in order, as the stored rows say', async () => {
      const seller = connect({ cookie: await sellerCookie() });
      await seller.ready();
      await publish(demoStore, 1);
      await server.database.db
        .transaction(async (tx) => {
          await server.app.realtime.publish(tx, { audience: demoStore, type: 'test.event', payload: { n: 'rolled back' } });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await publish(demoStore, 2);
      const payload = { n: 3, text: 'pesan ✓', nested: { b: [1, 2.5, null], a: true } };
      await server.app.realtime.publishNow({ audience: demoStore, type: 'test.event', payload });
      await seller.until((c) => c.events.length === 3, 'three events');
      expect(seller.events.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }, payload]);
      // What a socket hears live is what a resume reads from the table.
      const resumed = connect({ cookie: await sellerCookie(), after: String(Number(seller.eventIds[0]) - 1) });
      await resumed.until((c) => c.events.length === 3, 'the same three events');
      expect(resumed.events.map((e) => [e.id, e.type, e.payload])).toEqual(seller.events.map((e) => [e.id, e.type, e.payload]));
    });

    it('a socket a registered authenticator admits hears its audiences', async () => {
      server.app.realtime.registerAuthenticator(async (request) => {
        const customer = (request.query as Record<string, string>)['testCustomer'];
        return customer ? { audiences: [realtimeAudiences.customer(customer)], endsAt: null } : null;
      });
      const customer = connect({ query: { testCustomer: 'CUST-RT-1' } });
      await customer.ready();
      await publish(realtimeAudiences.customer('CUST-RT-1'), 7);
      await publish(realtimeAudiences.customer('CUST-RT-2'), 8);
      await publish(realtimeAudiences.customer('CUST-RT-1'), 9);
      await customer.until((c) => c.events.length === 2, 'two events');
      expect(customer.events.map((e) => e.payload)).toEqual([{ n: 7 }, { n: 9 }]);
    });
  });

  describe('resuming', () => {
    it('replays what was missed after ?after, in order, then live events, with nothing missed or doubled', async () => {
      const cookie = await sellerCookie();
      const first = connect({ cookie });
      await first.ready();
      for (let n = 1; n <= 3; n++) await publish(demoStore, n);
      await first.until((c) => c.events.length === 3, 'three events');
      const lastSeen = first.eventIds[2];
      await first.close();

      for (let n = 4; n <= 6; n++) await publish(demoStore, n);
      // Events keep coming while the second socket replays: each must arrive exactly once, in order.
      const second = connect({ cookie, after: lastSeen });
      const during = Promise.all(Array.from({ length: 40 }, (_, i) => publish(demoStore, 7 + i)));
      await second.ready();
      await during;
      await second.until((c) => c.events.length >= 43, 'every event after the first three');
      const numbers = second.events.map((e) => (e.payload as { n: number }).n);
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 43 }, (_, i) => 4 + i));
      const ids = second.eventIds.map(Number);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('reconnecting again and again while events stream in loses none and doubles none', async () => {
      const cookie = await sellerCookie();
      const total = 120;
      const seen: string[] = [];
      // The position before the first event, as a tab that was open before would hold it.
      const start = connect({ cookie });
      await start.ready();
      await start.close();
      const startReady = start.frames[0];
      let after = startReady.t === 'ready' ? startReady.lastId : undefined;
      const publishing = (async () => {
        for (let n = 0; n < total; n++) await publish(demoStore, n);
      })();
      let finished = false;
      void publishing.then(() => (finished = true));
      while (!finished || seen.length < total) {
        const client = connect({ cookie, after });
        await client.ready();
        await client.until((c) => c.events.length >= 5 || (finished && seen.length + c.events.length >= total), 'a few events');
        await client.close();
        seen.push(...client.eventIds);
        const ready = client.frames.find((f) => f.t === 'ready');
        after = client.eventIds.at(-1) ?? (ready?.t === 'ready' ? ready.lastId : after);
        if (seen.length >= total) break;
      }
      await publishing;
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
      expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    });
  });

  describe('the session ends, the socket closes', () => {
    it('on sign-out, with 4401', async () => {
      const cookie = await sellerCookie();
      const client = connect({ cookie });
      await client.ready();
      await server.call('POST', apiPaths.signOut, { cookie });
      expect(await client.closedWith()).toBe(realtimeCloseCodes.unauthorized);
    });

    it('on a switch to another session (the id rotates), with 4401', async () => {
      const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
      const client = connect({ cookie });
      await client.ready();
      const switched = await server.call('POST', accountPaths.switchSession, { cookie, body: { type: 'INTERNAL' } });
      expect(switched.status).toBe(200);
      expect(await client.closedWith()).toBe(realtimeCloseCodes.unauthorized);
    });

    it('when it expires without a request, at the next heartbeat, with 4401', async () => {
      const other = await createTestUser(server, { mode: 'STORE', codes: storeAccessibilityCodes });
      const client = connect({ cookie: other.cookie });
      await client.ready();
      server.clock.advance(31 * 60_000);
      expect(await client.closedWith()).toBe(realtimeCloseCodes.unauthorized);
      server.clock.advance(-31 * 60_000);
    });

    it('stays open when the session is only reloaded (refresh)', async () => {
      const cookie = await sellerCookie();
      const client = connect({ cookie });
      await client.ready();
      await server.app.accounts.sessions.reloadAllForUser(
        (await server.call<{ userId: string }>('GET', apiPaths.session, { cookie })).body.value?.userId ?? '',
      );
      await publish(demoStore, 1);
      await client.until((c) => c.events.length === 1, 'an event after the reload');
      expect(client.closed).toBeNull();
    });
  });

  describe('bad input', () => {
    it('answers a garbage frame with an error frame and keeps the socket', async () => {
      const client = connect({ cookie: await sellerCookie() });
      await client.ready();
      client.send('{not json');
      client.send(Buffer.from([0xff, 0x00, 0x13]));
      client.send(JSON.stringify({ t: 'subscribe', to: 'store:OTHER' }));
      client.send(JSON.stringify({ t: 'ping' }));
      await client.until((c) => c.frames.some((f) => f.t === 'pong'), 'the pong');
      expect(client.frames.filter((f) => f.t === 'error')).toEqual(Array(3).fill({ t: 'error', code: 'BAD_REQUEST' }));
      expect(client.closed).toBeNull();
    });

    it('closes a flood with TOO_MANY_REQUESTS and 1008', async () => {
      const client = connect({ cookie: await sellerCookie() });
      await client.ready();
      for (let i = 0; i < 50; i++) client.send(JSON.stringify({ t: 'ping' }));
      expect(await client.closedWith()).toBe(realtimeCloseCodes.flood);
      expect(client.frames.at(-1)).toEqual({ t: 'error', code: 'TOO_MANY_REQUESTS' });
    });

    it('closes an oversized frame with PAYLOAD_TOO_LARGE and 1009, and a huge one with 1009', async () => {
      const cookie = await sellerCookie();
      const large = connect({ cookie });
      await large.ready();
      large.send('x'.repeat(5000));
      expect(await large.closedWith()).toBe(realtimeCloseCodes.tooLarge);
      expect(large.frames.at(-1)).toEqual({ t: 'error', code: 'PAYLOAD_TOO_LARGE' });

      const huge = connect({ cookie });
      await huge.ready();
      huge.send('x'.repeat(100_000));
      expect(await huge.closedWith()).toBe(realtimeCloseCodes.tooLarge);
      expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    });

    it('drops a peer that stops answering pings', async () => {
      const client = connect({ cookie: await sellerCookie() });
      await client.ready();
      // ws answers pings by itself; pausing the socket's reading stops the pongs, as a vanished peer would.
      (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
      await expectEventually(server, () => server.app.realtime.connectionCount === 0);
      client.socket.terminate();
    });
  });
});

async function expectEventually(_server: TestServer, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition did not come true');
    await new Promise((r) => setTimeout(r, 20));
  }
}
