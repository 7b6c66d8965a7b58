import { realtimeAudiences, realtimeCloseCodes, type RealtimeServerFrame } from '@seller-portal/contracts/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database, Transaction, AppDatabase } from '../../db/open-database';
import type { Clock, Random } from '../../runtime';
import type { ResolvedSession, SessionService } from '../session';
import { RealtimeConnection, type OutgoingEvent, type RealtimePrincipal } from './connection';
import { realtimeChannel, type NewEvent, type RealtimeRepository, type RealtimeSocketRepository, type StoredEvent } from './repository';
import { SocketLeases } from './socket-leases';

/** Admits a socket that has no portal session (the chat's customer side): its audiences, or null. */
export type RealtimeAuthenticator = (request: FastifyRequest) => Promise<RealtimePrincipal | null>;

/** Rows read at a time by the live reader. */
const pageSize = 500;

/** Rows a replay reads at a time; it reads the next ones only once the socket has written these out. */
const replayPageSize = 200;

/** A replay waits for the socket to write out what it holds whenever it holds more than this. */
const replayBufferedBytes = 256 * 1024;

/** Events this process published and has not forwarded yet, kept at most (beyond it, the reader reads them back). */
const maxPublished = 10_000;

/** The caps and sizes of the realtime sockets (settings: REALTIME_SOCKETS_PER_SESSION, …). */
export interface RealtimeLimits {
  /** Open sockets per portal session (or per other principal, such as a chat customer): the oldest makes way. */
  socketsPerSession: number;
  /** Open sockets per client address: one more is refused. */
  socketsPerAddress: number;
  /** A resume with more stored events to replay than this answers `resync` instead. */
  replayMaxEvents: number;
  /** The heartbeat; a socket's lease lasts a few of them. */
  heartbeatMs: number;
}

/** Stored events are kept this long: a tab that was away longer reloads what it shows. */
export const realtimeRetentionMs = 7 * 24 * 60 * 60_000;

/** The pickup points a member of a store serves: null for every one (the owner, a member with none assigned). */
export type RealtimeStaffScope = (userId: string, storeCode: string) => Promise<readonly string[] | null>;

/**
 * The audiences of a store's events about one pickup point (an order, a chat room of the point): its staff hear
 * `store:{code}:point:{point}`, the members who serve every point `store:{code}:point:*`. Such an event is one row
 * for each (`publishToAudiences`), so every socket hears it once by its own audiences, replay included.
 */
export const pickupPointAudiences = {
  of: (storeCode: string, pickupPointCode: string) => `${realtimeAudiences.store(storeCode)}:point:${pickupPointCode}`,
  every: (storeCode: string) => `${realtimeAudiences.store(storeCode)}:point:*`,
  /** Where an event about `pickupPointCode` goes; null: an event for the members of every point only. */
  forPoint: (storeCode: string, pickupPointCode: string | null): string[] =>
    pickupPointCode ? [pickupPointAudiences.every(storeCode), pickupPointAudiences.of(storeCode, pickupPointCode)] : [pickupPointAudiences.every(storeCode)],
} as const;

/**
 * What a portal session hears (DESIGN.md "Realtime"): its user always; in STORE mode its store's events that concern
 * no pickup point, and those of the pickup points it serves (`pickupPointAudiences`): every point's for the owner
 * and a member with none assigned, the assigned points' for the others, read from `staffScope` when it opens.
 */
export async function sessionAudiences(session: ResolvedSession, staffScope: RealtimeStaffScope): Promise<string[]> {
  const audiences = [realtimeAudiences.user(session.userId)];
  const mode = session.session.mode;
  if (mode?.type !== 'STORE' || !mode.code) return audiences;
  audiences.push(realtimeAudiences.store(mode.code));
  const points = await staffScope(session.userId, mode.code);
  if (points === null) audiences.push(pickupPointAudiences.every(mode.code));
  else for (const point of points) audiences.push(pickupPointAudiences.of(mode.code, point));
  return audiences;
}

/**
 * The realtime hub of one process. `publish` stores an event in the caller's transaction and NOTIFYs its id;
 * every process LISTENs, reads the new rows in id order (one query for a burst, whoever published them) and
 * forwards each to its sockets of that audience. A socket that connects with `?after=<id>` is sent the stored
 * events of its audiences above that id first; live events that arrive meanwhile wait and go out after, those
 * the replay sent already dropped by id, so nothing is missed and nothing doubled.
 */
export class RealtimeService {
  private readonly byAudience = new Map<string, Set<RealtimeConnection>>();
  private readonly bySession = new Map<string, Set<RealtimeConnection>>();
  /** Every socket of this process by its id, from the moment its admission starts until it closes. */
  private readonly byId = new Map<string, RealtimeConnection>();
  private readonly authenticators: RealtimeAuthenticator[] = [];
  private readonly leases: SocketLeases;
  private count = 0;
  private replays = 0;
  private closing = false;
  /** The highest id this process has read and forwarded; sockets opened now hear every id above it live. */
  private lastRead = 0;
  private started = false;
  private draining = false;
  private drainAgain = false;
  private drainScheduled = false;
  private stopListening: (() => Promise<void>) | null = null;
  private stopSessions: (() => void) | null = null;
  /**
   * The events this process published, by id, until they are forwarded: their transactions may still roll back, so
   * one goes out from here only once its own notification (sent at its commit) has arrived.
   */
  private readonly published = new Map<number, StoredEvent>();
  /** Ids whose notification arrived (from any process) and that were not forwarded yet. */
  private readonly committed = new Set<number>();

  constructor(
    private readonly deps: {
      database: Database;
      repository: RealtimeRepository;
      sockets: RealtimeSocketRepository;
      sessions: SessionService;
      clock: Clock;
      random: Random;
      log: FastifyBaseLogger;
      limits: RealtimeLimits;
      /** The pickup points a store's member serves (`services.staffScope`); by default every one. */
      staffScope?: RealtimeStaffScope;
    },
  ) {
    const { limits } = deps;
    this.leases = new SocketLeases({
      database: deps.database,
      repository: deps.sockets,
      log: deps.log,
      caps: { perHolder: limits.socketsPerSession, perAddress: limits.socketsPerAddress },
      processId: deps.random.uuid(),
      // Three heartbeats: one late or failed renewal does not uncount the sockets of a live process.
      leaseMs: 3 * limits.heartbeatMs,
      onEvicted: (ids) => {
        for (const id of ids) this.byId.get(id)?.closeTooManySockets();
      },
    });
  }

  async start(): Promise<void> {
    const { database, repository, sessions } = this.deps;
    await this.leases.start();
    this.stopListening = await database.listen(
      realtimeChannel,
      (payload) => this.notified(payload),
      // Notifications may have been lost while the listening connection was down; the rows were not.
      () => this.drain(),
    );
    this.lastRead = await repository.lastId();
    this.started = true;
    this.stopSessions = sessions.onInvalidated((idHash) => void this.sessionChanged(idHash));
    this.drain();
  }

  /**
   * Stores an event for an audience in the caller's transaction; sockets hear it once the transaction commits
   * (never if it rolls back). Publish last in the transaction: from here to the commit, other publishers wait.
   */
  async publish(tx: Transaction | AppDatabase, event: NewEvent): Promise<number> {
    const [id] = await this.publishToAudiences(tx, [event.audience], event.type, event.payload);
    return id;
  }

  /** `publish` of one event to several audiences in one statement (one round trip); the ids in their order. */
  async publishToAudiences(tx: Transaction | AppDatabase, audiences: readonly string[], type: string, payload: unknown): Promise<number[]> {
    const ids = await this.deps.repository.insertForAudiences(tx, audiences, type, payload, this.deps.clock.now());
    this.remember(ids, audiences, type, payload);
    return ids;
  }

  /** `publish` in a transaction of its own. */
  publishNow(event: NewEvent): Promise<number> {
    return this.publish(this.deps.database.db, event);
  }

  /**
   * Keeps what was just stored, so that this process forwards its own events without reading them back (the
   * embedded database's one thread paid a query for each delivery). The payload's JSON is the one stored: the
   * database keeps it as jsonb, whose text may order keys and space differently, the same JSON value.
   */
  private remember(ids: readonly number[], audiences: readonly string[], type: string, payload: unknown): void {
    if (!this.started || this.published.size + ids.length > maxPublished) return;
    const payloadJson = JSON.stringify(payload);
    ids.forEach((id, index) => {
      if (id > this.lastRead) this.published.set(id, { id, audience: audiences[index], type, payloadJson });
    });
  }

  /** An event that is not stored (typing): no id, not replayed, lost by a socket that is away. */
  async publishEphemeral(audience: string, type: string, payload: unknown): Promise<void> {
    await this.deps.database.notify(realtimeChannel, JSON.stringify({ audience, type, payload }));
  }

  /** Lets a module admit sockets of other principals; asked in order when the request has no portal session. */
  registerAuthenticator(authenticator: RealtimeAuthenticator): void {
    this.authenticators.push(authenticator);
  }

  /** The principal of an upgrade request: its portal session, else the first authenticator that admits it. */
  async authenticate(request: FastifyRequest, session: ResolvedSession | null): Promise<RealtimePrincipal | null> {
    if (session) {
      const live = await this.deps.sessions.liveUntil(session.idHash);
      if (live) return { audiences: await this.audiencesOf(live.resolved), endsAt: live.endsAt, sessionIdHash: session.idHash };
      return null;
    }
    for (const authenticator of this.authenticators) {
      const principal = await authenticator(request);
      if (principal) return principal;
    }
    return null;
  }

  private audiencesOf(session: ResolvedSession): Promise<string[]> {
    return sessionAudiences(session, this.deps.staffScope ?? (async () => null));
  }

  /** Open sockets of this process (the bench's memory figure is per socket). */
  get connectionCount(): number {
    return this.count;
  }

  /** Sockets of this process replaying stored events now, the bytes its sockets hold unsent, the last id it forwarded. */
  get load(): { replaying: number; bufferedBytes: number; forwardedUpTo: number } {
    let bufferedBytes = 0;
    for (const connection of this.byId.values()) bufferedBytes += connection.socket.bufferedAmount;
    return { replaying: this.replays, bufferedBytes, forwardedUpTo: this.lastRead };
  }

  /**
   * Takes an accepted socket from `address`: counts it against the caps (closing it with 4429 if its address is
   * full, or the oldest sockets of its session to make way), replays what it missed after `after` (when given),
   * then sends it live events.
   */
  async open(socket: WebSocket, principal: RealtimePrincipal, after: number | null, address: string): Promise<void> {
    const { clock, random } = this.deps;
    // A peer that left while it was being authenticated would never be removed.
    if (socket.readyState !== socket.OPEN) return;
    const connection = new RealtimeConnection(random.uuid(), socket, principal, clock.now().getTime(), () => this.lastRead);
    this.byId.set(connection.id, connection);
    let added = false;
    socket.on('message', (data, isBinary) => connection.receive(data, isBinary, clock.now().getTime()));
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => {
      this.byId.delete(connection.id);
      if (added) this.remove(connection);
      // Closing the server removes every row of the process at once.
      if (!this.closing) this.leases.release(connection.id);
    });

    const admitted = await this.leases.admit({ id: connection.id, holder: holderOf(principal), address }, clock.now());
    if (!admitted) return connection.closeTooManySockets();
    connection.admitted = true;
    if (!connection.open) return;
    this.add(connection);
    added = true;

    if (after === null) {
      // Everything up to what this process has forwarded happened before the socket; the rest arrives live.
      connection.lastId = this.lastRead;
    } else if (await this.tooFarBack(principal, after)) {
      return connection.resync();
    } else {
      connection.lastId = after;
      this.replays += 1;
      try {
        await this.replay(connection, after);
      } finally {
        this.replays -= 1;
      }
      // Fell behind or was resynced meanwhile: the `resync` it gets (or got) stands for `ready`.
      if (!connection.replaying) return;
    }
    connection.send({ t: 'ready', lastId: String(connection.lastId) });
    connection.goLive();
  }

  /**
   * Whether a resume asks for more than is worth replaying: more events than the cap, or from before the oldest
   * event kept (the purge took some it missed). Its client reloads its state instead.
   */
  private async tooFarBack(principal: RealtimePrincipal, after: number): Promise<boolean> {
    const { repository, limits } = this.deps;
    const kept = (await repository.firstId()) ?? this.lastRead + 1;
    if (after < kept - 1) return true;
    return (await repository.countForAudiences(principal.audiences, after, limits.replayMaxEvents + 1)) > limits.replayMaxEvents;
  }

  /**
   * Sends the stored events of the socket's audiences after `after`, a page at a time: the next page is read only
   * once the socket has written this one out, and within a page it waits whenever it holds more than
   * `replayBufferedBytes`, so a replay holds one page in memory however slowly its peer reads.
   */
  private async replay(connection: RealtimeConnection, after: number): Promise<void> {
    const { repository } = this.deps;
    for (let cursor = after; connection.open && connection.replaying;) {
      const rows = await repository.forAudiences(connection.principal.audiences, cursor, replayPageSize);
      for (const [index, row] of rows.entries()) {
        if (!connection.open || !connection.replaying) return;
        const event = outgoing(row);
        if (index === rows.length - 1 || connection.socket.bufferedAmount > replayBufferedBytes) await connection.sendStoredAndDrain(event);
        else connection.sendStored(event);
      }
      if (rows.length < replayPageSize) return;
      cursor = rows[rows.length - 1].id;
    }
  }

  /**
   * The heartbeat: a socket that did not answer the last ping is dropped; a session socket past its end is
   * looked at again (a request may have extended it) and closed with 4401 if it ended; another principal's closes.
   */
  async sweep(now: Date): Promise<void> {
    // Also catches up on rows whose notification a failed read left behind.
    this.drain();
    const checks: Promise<void>[] = [this.renewLeases(now)];
    for (const connection of [...this.byId.values()]) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      const { endsAt, sessionIdHash } = connection.principal;
      if (endsAt === null || endsAt > now.getTime()) continue;
      if (sessionIdHash) checks.push(this.sessionChanged(sessionIdHash));
      else connection.socket.close(realtimeCloseCodes.unauthorized);
    }
    await Promise.all(checks);
  }

  /** Renews this process's socket leases; a socket whose row another process removed (evicted it) closes. */
  private async renewLeases(now: Date): Promise<void> {
    const admitted = [...this.byId.values()].filter((connection) => connection.admitted).map((connection) => connection.id);
    try {
      const evicted = await this.leases.renew(now, admitted, (id) => this.byId.has(id));
      for (const id of evicted) this.byId.get(id)?.closeTooManySockets();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime socket leases could not be renewed');
    }
  }

  /** Deletes stored events older than the retention. */
  purge(now: Date): Promise<number> {
    return this.deps.repository.purgeBefore(new Date(now.getTime() - realtimeRetentionMs));
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stopSessions?.();
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
    for (const connection of this.byId.values()) connection.socket.close(realtimeCloseCodes.goingAway);
    await this.leases.close();
  }

  private add(connection: RealtimeConnection): void {
    this.count += 1;
    for (const audience of connection.principal.audiences) addTo(this.byAudience, audience, connection);
    if (connection.principal.sessionIdHash) addTo(this.bySession, connection.principal.sessionIdHash, connection);
  }

  private remove(connection: RealtimeConnection): void {
    this.count -= 1;
    for (const audience of connection.principal.audiences) removeFrom(this.byAudience, audience, connection);
    if (connection.principal.sessionIdHash) removeFrom(this.bySession, connection.principal.sessionIdHash, connection);
  }

  /**
   * A session was invalidated somewhere (sign-out, rotation, a changed mode or store, or just a reload): its
   * sockets close with 4401 if it ended, with 4000 (reconnect now) if it hears other audiences, else carry on.
   */
  private async sessionChanged(idHash: string): Promise<void> {
    const held = this.bySession.get(idHash);
    if (!held?.size) return;
    let live: Awaited<ReturnType<SessionService['liveUntil']>>;
    try {
      live = await this.deps.sessions.liveUntil(idHash);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'a realtime socket could not look at its session again');
      return;
    }
    let audiences: string[] = [];
    try {
      audiences = live ? await this.audiencesOf(live.resolved) : [];
    } catch (error) {
      this.deps.log.warn({ err: error }, 'a realtime socket could not read its audiences again');
      return;
    }
    for (const connection of [...held]) {
      if (!live) connection.socket.close(realtimeCloseCodes.unauthorized);
      else if (!sameMembers(audiences, connection.principal.audiences)) connection.socket.close(realtimeCloseCodes.sessionChanged);
      else connection.principal = { ...connection.principal, endsAt: live.endsAt };
    }
  }

  private notified(payload: string): void {
    if (payload.startsWith('{')) return this.deliverEphemeral(payload);
    // Noted whoever published it: a statement of its own may be notified before `publish` has kept what it stored.
    const id = Number(payload);
    if (id > this.lastRead) this.committed.add(id);
    // The notifications of one commit (a message goes to the store and to the customer), and of commits that land
    // together, arrive in one go: one read serves them all.
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => {
      this.drainScheduled = false;
      this.drain();
    });
  }

  private deliverEphemeral(payload: string): void {
    let event: { audience: string; type: string; payload: unknown };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    const listeners = this.byAudience.get(event.audience);
    if (!listeners?.size) return;
    const frame = JSON.stringify({ t: 'event', type: event.type, payload: event.payload } satisfies RealtimeServerFrame);
    for (const connection of listeners) connection.sendRaw(frame);
  }

  /** Reads every row above `lastRead`, in id order, and forwards each; one reader at a time. */
  private drain(): void {
    if (!this.started) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    void (async () => {
      try {
        do {
          this.drainAgain = false;
          // This process's own events, committed and next in line: no read. Any other (another process's, or after
          // an id that rolled back or whose notification has not arrived) is read from the table, in id order.
          if (this.forwardPublished()) continue;
          for (;;) {
            const rows = await this.deps.repository.since(this.lastRead, pageSize);
            for (const row of rows) this.forward(row);
            if (rows.length < pageSize) break;
          }
          this.forget();
        } while (this.drainAgain);
      } catch (error) {
        this.deps.log.warn({ err: error }, 'realtime events could not be read');
      } finally {
        this.draining = false;
      }
    })();
  }

  /**
   * Forwards this process's published events that come next (`lastRead + 1`, …) and whose commit was notified. Ids
   * commit in order (the publish lock), so once an id's notification is here, every smaller id is committed or
   * rolled back; only an unbroken run from `lastRead` is forwarded, and a gap sends the reader to the table. True when
   * it forwarded every committed id it was told of (nothing left to read).
   */
  private forwardPublished(): boolean {
    if (this.committed.size === 0) return false;
    for (let next = this.lastRead + 1; this.committed.has(next); next++) {
      const row = this.published.get(next);
      if (!row) return false;
      this.committed.delete(next);
      this.published.delete(next);
      this.forward(row);
    }
    if (this.committed.size > 0) return false;
    this.forget();
    return true;
  }

  private forward(row: StoredEvent): void {
    this.lastRead = row.id;
    const listeners = this.byAudience.get(row.audience);
    if (!listeners?.size) return;
    const event = outgoing(row);
    for (const connection of listeners) connection.deliver(event);
  }

  /** Drops what was kept of events now forwarded (read from the table instead) or rolled back. */
  private forget(): void {
    for (const id of this.committed) if (id <= this.lastRead) this.committed.delete(id);
    for (const id of this.published.keys()) if (id <= this.lastRead) this.published.delete(id);
  }
}

/** The frame of a stored event, `{t: 'event', id, type, payload}`, with the stored payload's JSON as it is. */
function outgoing(row: StoredEvent): OutgoingEvent {
  const head = JSON.stringify({ t: 'event', id: String(row.id), type: row.type } satisfies Omit<Extract<RealtimeServerFrame, { t: 'event' }>, 'payload'>);
  return { id: row.id, frame: `${head.slice(0, -1)},"payload":${row.payloadJson}}` };
}

/** Whom the per-session cap counts a socket against: its portal session, else its audiences (a chat customer). */
function holderOf(principal: RealtimePrincipal): string {
  return principal.sessionIdHash ? `session:${principal.sessionIdHash}` : `audiences:${[...principal.audiences].sort().join(' ')}`;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}
