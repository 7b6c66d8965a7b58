import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/open-database';
import type { RealtimeSocketRepository, SocketCaps } from './repository';

/** The channel an admitting process names the sockets (by id) that made way for a newer one, whoever holds them. */
export const socketEvictionChannel = 'realtime_sockets_evicted';

/** Ids per NOTIFY: well inside PostgreSQL's 8000-byte payload. */
const idsPerNotification = 100;

export interface SocketLeasesOptions {
  database: Database;
  repository: RealtimeSocketRepository;
  log: FastifyBaseLogger;
  caps: SocketCaps;
  /** Drawn at the start of the process: its rows are the ones it renews and removes. */
  processId: string;
  /** How long a row counts without a renewal: a few heartbeats. */
  leaseMs: number;
  /** Closes this process's sockets of these ids, if it holds any. */
  onEvicted(ids: string[]): void;
}

/**
 * The caps on open sockets per holder (a session) and per client address, shared by every process on the
 * database through `realtime_sockets`. A row is a lease its process renews at each heartbeat rather than a row that
 * lives as long as its process: nothing has to notice that a process died (no registry of processes, the same on
 * PGlite), its sockets simply stop counting when their leases lapse, and a live process that stalled past its
 * lease has its rows counted again at its next heartbeat.
 */
export class SocketLeases {
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly options: SocketLeasesOptions) {}

  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(socketEvictionChannel, (payload) => this.options.onEvicted(payload.split(',').filter(Boolean)));
  }

  /**
   * Counts the socket in, or refuses it (its address is full): false. The holder's oldest sockets beyond the cap
   * make way for it (a seller's newest tab takes over), closed by whichever process holds them.
   */
  async admit(socket: { id: string; holder: string; address: string }, now: Date): Promise<boolean> {
    const { repository, caps, processId, database } = this.options;
    const admission = await repository.admit({ ...socket, processId }, caps, now, this.leaseEnd(now));
    if (!admission.admitted) return false;
    const ids = admission.evicted.map((row) => row.id);
    for (let at = 0; at < ids.length; at += idsPerNotification) {
      await database.notify(socketEvictionChannel, ids.slice(at, at + idsPerNotification).join(','));
    }
    return true;
  }

  /** The socket closed: its row goes (a failure is only logged: the heartbeat's renewal finds the row and removes it). */
  release(id: string): void {
    this.options.repository.release(id).catch((error: unknown) => this.options.log.warn({ err: error }, 'a realtime socket lease could not be released'));
  }

  /**
   * The heartbeat: renews this process's leases and settles the differences with the sockets it holds. A row
   * whose socket is gone (it closed while it was being admitted) is removed; an admitted socket whose row is gone
   * was evicted though the notification did not arrive, and is returned to be closed. Rows whose leases lapsed
   * long ago are deleted.
   */
  async renew(now: Date, admitted: readonly string[], holds: (id: string) => boolean): Promise<string[]> {
    const { repository, processId, leaseMs } = this.options;
    const rows = new Set(await repository.renew(processId, this.leaseEnd(now)));
    await repository.releaseMany([...rows].filter((id) => !holds(id)));
    await repository.purgeLapsed(new Date(now.getTime() - leaseMs));
    return admitted.filter((id) => !rows.has(id) && holds(id));
  }

  /** The server closes: the rows of its sockets go at once rather than when their leases lapse. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
    await this.options.repository.releaseProcess(this.options.processId);
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.options.leaseMs);
  }
}
