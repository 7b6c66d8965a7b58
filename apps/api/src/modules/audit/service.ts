import type { AuditAction, AuditArea, AuditEntry, Page } from '@seller-portal/contracts/accounts';
import type { Transaction } from '../../db/open-database';
import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../session';
import type { AuditRepository, AuditRow } from './repository';

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    area: row.area as AuditArea,
    identifier: row.identifier,
    action: row.action as AuditAction,
    actor: row.actor,
    createdAt: row.createdAt.getTime(),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** The actor of what the server did on its own. */
export const systemActor = 'system';

/**
 * The one audit log of the internal tools. A tool records inside its own transaction (`record(tx, …)`), so the
 * change and its entry are written together or not at all, and answers its own history through `page`.
 */
export class AuditLog {
  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Records what `actor` did to `identifier` of `area`, with the state before and after (null when there is none).
   * `'SYSTEM'` is the server acting on its own (a scheduled send), written as the actor `system`.
   */
  async record(
    tx: Transaction,
    actor: Pick<ResolvedSession, 'userId' | 'session'> | 'SYSTEM',
    change: { area: AuditArea; identifier: string; action: AuditAction; before: unknown; after: unknown },
  ): Promise<void> {
    const who = actor === 'SYSTEM' ? { actor: systemActor, actorId: null } : { actor: actor.session.username, actorId: actor.userId };
    await this.repository.insert(tx, { ...change, ...who, createdAt: this.clock.now() });
  }

  /** A page of one tool's entries, newest first, optionally of one identifier. */
  async page(area: AuditArea, query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    const { rows, total } = await this.repository.page(area, query.identifier?.trim() || null, query.page, query.size);
    return { content: rows.map(toEntry), page: query.page, size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size) };
  }
}
