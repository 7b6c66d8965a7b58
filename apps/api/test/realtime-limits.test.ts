import { realtimeAudiences, realtimeCloseCodes, realtimeCloseReasons, storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maxBufferedBytes } from '../src/modules/realtime/connection';
import { RealtimeSocketRepository } from '../src/modules/realtime/repository';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

type StartedServer = Awaited<ReturnType<typeof startTestServer>>;

const perSession = 10;
const perAddress = 25;
const replayMaxEvents = 1000;
/** The default heartbeat: a paused reader is not dropped for missing pongs while a test runs. */
const heartbeatMs = 30_000;
const leaseMs = 3 * heartbeatMs;

/**
 * DESIGN.md "Realtime": the caps on sockets per session and per address hold across every server on one database,
 * a replay is read a page at a time as its reader takes it (or answered `resync` when it asks from too far back),
 * and a reader that cannot keep up gets a `resync` instead of a buffer that grows without end.
 */
describe.each(drivers)('realtime sockets under attack (%s)', (driver) => {
  // Two servers on one database and one clock, as two processes behind one proxy.
  let a: StartedServer;
  let b: StartedServer;
  const settings = { realtime: { socketsPerSession: perSession, socketsPerAddress: perAddress, replayMaxEvents }, realtimeHeartbeatMs: heartbeatMs };
  beforeAll(async () => {
    a = await startTestServer(driver, settings);
    b = await startTestServer(driver, { ...settings, database: a.database, clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const clients: RealtimeTestClient[] = [];
  const connect = (server: TestServer, options: ConstructorParameters<typeof RealtimeTestClient>[1] = {}) => {
    const client = new RealtimeTestClient(server.baseUrl, options);
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  const seller = () => createTestUser(a, { mode: 'STORE', codes: storeAccessibilityCodes });
  /** `count` stored events for the seller's store in one statement, each carrying `bytes` of text. */
  const publishMany = (user: TestUser, count: number, bytes = 16) =>
    a.app.realtime.publishToAudiences(a.database.db, Array(count).fill(realtimeAudiences.store(user.storeCode ?? '')), 'test.event', {
      text: 'x'.repeat(bytes),
    });
  const healthz = async (server: TestServer) => (await fetch(`${server.baseUrl}/healthz`)).status;
  const closedForTooMany = (client: RealtimeTestClient) => client.closed?.code === realtimeCloseCodes.tooManySockets;

  it('forty sockets of one session asking from 0 over more events than a replay holds: the newest ten stay and hear resync, the rest close with 4429', async () => {
    const user = await seller();
    await publishMany(user, replayMaxEvents + 1);

    const flood = Array.from({ length: 40 }, () => connect(a, { cookie: user.cookie, after: '0' }));
    const health = healthz(a);
    // Settled: every socket closed or resynced, and as many closed as the cap leaves no room for.
    const settled = () => flood.every((c) => c.closed !== null || c.frames.some((f) => f.t === 'resync')) && flood.filter((c) => c.closed).length >= 30;
    await until(settled, 'every socket to be resynced or closed');

    expect(await health).toBe(200);
    const open = flood.filter((client) => client.closed === null);
    expect(open).toHaveLength(perSession);
    expect(flood.filter(closedForTooMany)).toHaveLength(30);
    expect(flood.every((client) => client.closed === null || client.closed.reason === realtimeCloseReasons.tooManySockets)).toBe(true);
    // No replay: not one stored event went out, only the resync that has the client reload.
    expect(flood.flatMap((client) => client.events)).toEqual([]);
    for (const client of open) expect(client.frames).toEqual([{ t: 'resync', lastId: expect.any(String) }]);
  });

  it('a seller with five tabs keeps all five, on either server', async () => {
    const user = await seller();
    const tabs = [a, b, a, b, a].map((server) => connect(server, { cookie: user.cookie }));
    await Promise.all(tabs.map((tab) => tab.ready()));
    await publishMany(user, 1);
    await Promise.all(tabs.map((tab) => tab.until((c) => c.events.length === 1, 'the event')));
    expect(tabs.every((tab) => tab.closed === null)).toBe(true);
  });

  it('two servers on one database hold one cap per session: the oldest sockets make way for the newest, whichever server holds them', async () => {
    const user = await seller();
    const tabs: RealtimeTestClient[] = [];
    for (let n = 0; n < perSession + 2; n++) {
      const tab = connect(n % 2 === 0 ? a : b, { cookie: user.cookie });
      tabs.push(tab);
      await tab.ready();
    }
    await tabs[0].closedWith();
    await tabs[1].closedWith();
    expect(tabs.slice(0, 2).map((tab) => tab.closed)).toEqual([
      { code: realtimeCloseCodes.tooManySockets, reason: realtimeCloseReasons.tooManySockets },
      { code: realtimeCloseCodes.tooManySockets, reason: realtimeCloseReasons.tooManySockets },
    ]);
    await publishMany(user, 1);
    await Promise.all(tabs.slice(2).map((tab) => tab.until((c) => c.events.length === 1, 'the event')));
    expect(tabs.slice(2).every((tab) => tab.closed === null)).toBe(true);
  });

  it('two servers on one database hold one cap per address: one socket more is refused with 4429, and a closed one makes room', async () => {
    const localAddress = '127.0.0.2';
    const user = await seller();
    const sessions = await Promise.all(Array.from({ length: perAddress + 1 }, () => newSession(a, user)));
    const held = sessions.slice(0, perAddress).map((session, n) => connect(n % 2 === 0 ? a : b, { cookie: session.cookie, localAddress }));
    await Promise.all(held.map((client) => client.ready()));

    const refused = connect(b, { cookie: sessions[perAddress].cookie, localAddress });
    expect(await refused.closedWith()).toBe(realtimeCloseCodes.tooManySockets);
    expect(refused.closed?.reason).toBe(realtimeCloseReasons.tooManySockets);
    expect(held.every((client) => client.closed === null)).toBe(true);
    // Another address is not this one's business.
    await connect(b, { cookie: sessions[perAddress].cookie, localAddress: '127.0.0.3' }).ready();

    await held[0].close();
    const admitted = await untilAdmitted(() => connect(a, { cookie: sessions[perAddress].cookie, localAddress }));
    expect(admitted.closed).toBeNull();
  });

  it('the sockets of a server that died stop counting once their lease lapses, and those of a live server do not', async () => {
    const localAddress = '127.0.0.4';
    const user = await seller();
    const live = connect(a, { cookie: user.cookie, localAddress });
    await live.ready();
    // What a process leaves behind when it is killed: rows it will never renew nor remove.
    const dead = new RealtimeSocketRepository(a.database.db);
    const now = a.clock.now();
    for (let n = 0; n < perAddress - 1; n++) {
      await dead.admit(
        { id: `dead-${driver}-${n}`, holder: `session:dead-${n}`, address: localAddress, processId: 'a-server-that-died' },
        { perHolder: perSession, perAddress },
        now,
        new Date(now.getTime() + leaseMs),
      );
    }
    const session = await newSession(a, user);
    expect(await connect(b, { cookie: session.cookie, localAddress }).closedWith()).toBe(realtimeCloseCodes.tooManySockets);

    // The heartbeats of the live servers renew their own leases; nobody renews the dead one's.
    a.clock.advance(leaseMs + 1);
    await Promise.all([a.app.realtime.sweep(a.clock.now()), b.app.realtime.sweep(a.clock.now())]);
    const admitted = connect(b, { cookie: session.cookie, localAddress });
    await admitted.ready();
    expect(live.closed).toBeNull();
    // The live socket still counts: the address holds it, the new one and room for the rest.
    const more = await Promise.all(Array.from({ length: perAddress - 2 }, () => newSession(a, user)));
    await Promise.all(more.map((s) => connect(a, { cookie: s.cookie, localAddress }).ready()));
    const last = await newSession(a, user);
    expect(await connect(b, { cookie: last.cookie, localAddress }).closedWith()).toBe(realtimeCloseCodes.tooManySockets);
  });

  it('a resume over more than a page is sent a page at a time as the reader takes it, while the server answers /healthz', async () => {
    const user = await seller();
    const first = connect(a, { cookie: user.cookie });
    await first.ready();
    const start = first.frames[0];
    await first.close();
    // Far more than the kernel's socket buffers hold, well under the replay cap.
    const ids = await publishMany(user, 700, 16 * 1024);

    const reader = connect(a, { cookie: user.cookie, after: start.t === 'ready' ? start.lastId : '', paused: true });
    await until(() => a.app.realtime.load.replaying === 1 && a.app.realtime.load.bufferedBytes > 0, 'the replay to wait for its reader');
    expect(await healthz(a)).toBe(200);
    // The reader has not read: the replay waits with a bounded part of it sent, never the whole of it.
    expect(a.app.realtime.load.replaying).toBe(1);
    expect(a.app.realtime.load.bufferedBytes).toBeLessThan(maxBufferedBytes);

    reader.resume();
    await reader.ready();
    expect(reader.eventIds.map(Number)).toEqual(ids);
    expect(reader.frames.filter((f) => f.t === 'resync')).toEqual([]);
  });

  it('a resume from before the oldest event kept answers resync', async () => {
    const user = await seller();
    const [oldest] = await publishMany(user, 1);
    await a.app.realtime.purge(new Date(a.clock.now().getTime() + 8 * 24 * 60 * 60_000));
    await publishMany(user, 2);
    const client = connect(a, { cookie: user.cookie, after: String(oldest - 1) });
    await client.live();
    expect(client.frames).toEqual([{ t: 'resync', lastId: expect.any(String) }]);
  });

  it('a reader that stops reading gets resync instead of a buffer without end, then live events again', async () => {
    const user = await seller();
    const client = connect(a, { cookie: user.cookie });
    await client.ready();
    client.pause();
    const ids = await publishMany(user, 600, 16 * 1024);
    await until(() => a.app.realtime.load.bufferedBytes > 0, 'the socket to hold what its reader did not take');
    // Everything published is forwarded (the process read past it), and the socket holds at most the cap and a frame.
    await until(
      () => a.app.realtime.load.bufferedBytes <= maxBufferedBytes + 32 * 1024 && a.app.realtime.load.forwardedUpTo >= (ids.at(-1) ?? 0),
      'the forwarding',
    );
    expect(a.app.realtime.load.bufferedBytes).toBeLessThanOrEqual(maxBufferedBytes + 32 * 1024);

    client.resume();
    await client.until((c) => c.frames.some((f) => f.t === 'resync'), 'the resync');
    const resync = client.frames.find((f) => f.t === 'resync');
    expect(Number(resync?.t === 'resync' ? resync.lastId : 0)).toBeGreaterThanOrEqual(ids.at(-1) ?? 0);
    // Some events were never sent: the client reloads instead of reading them all.
    expect(client.events.length).toBeLessThan(ids.length);
    expect(client.closed).toBeNull();

    const [next] = await publishMany(user, 1);
    await client.until((c) => c.eventIds.includes(String(next)), 'the next live event');
  });
});

/** Opens sockets until one is admitted: the closed socket's lease goes a moment after its close. */
async function untilAdmitted(open: () => RealtimeTestClient): Promise<RealtimeTestClient> {
  for (;;) {
    const client = open();
    await client.until((c) => c.closed !== null || c.frames.some((f) => f.t === 'ready'), 'ready or closed');
    if (client.closed === null) return client;
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
