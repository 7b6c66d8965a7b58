import type { UndoTicket } from '@seller-portal/contracts/core';
import type { Transaction } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { UndoRepository } from './repository';

/** How long an action can be undone (the 10 seconds); the clock the server is given measures it. */
export const undoWindowMs = 10_000;

/** What can be undone, each reversed by the module that did it. */
export type UndoKind = 'PRODUCT_STATUS' | 'ORDER_ACCEPT' | 'CHAT_TEMPLATE_DELETE';

/** Who acted: an undo is theirs alone, in that store. */
export interface UndoActor {
  storeCode: string;
  userId: string;
}

/**
 * The undo window of actions the server can reverse (`services.undo`). The acting module records what its undo needs
 * (`offer`, in the action's transaction where it has one) and answers the ticket; its undo call `claim`s the
 * operation in the reversing transaction, which refuses one of another kind, store or person or one undone already
 * (UNDO_NOT_FOUND) and one past its window (UNDO_EXPIRED), and marks it undone with the reversal.
 */
export class UndoService {
  constructor(
    private readonly repository: UndoRepository,
    private readonly clock: Clock,
    private readonly windowMs: number = undoWindowMs,
  ) {}

  /** Records an operation (in `tx` when the action has one, so it exists only if the action committed). */
  async offer(tx: Transaction | null, actor: UndoActor, kind: UndoKind, payload: unknown): Promise<UndoTicket> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.windowMs);
    const row = await this.repository.insert({ ...actor, kind, payload, createdAt: now, expiresAt }, tx ?? undefined);
    return { operationId: row.id, expiresAt: expiresAt.getTime(), windowMs: this.windowMs };
  }

  /** The operation's payload, the operation marked undone in `tx`; refused as above. */
  async claim<T>(tx: Transaction, actor: UndoActor, kind: UndoKind, operationId: string): Promise<T> {
    const row = await this.repository.lock(tx, operationId);
    if (!row || row.kind !== kind || row.storeCode !== actor.storeCode || row.userId !== actor.userId || row.undoneAt) throw new AppError('UNDO_NOT_FOUND');
    const now = this.clock.now();
    if (now.getTime() > row.expiresAt.getTime()) throw new AppError('UNDO_EXPIRED');
    await this.repository.markUndone(tx, operationId, now);
    return row.payload as T;
  }

  /** `claim` in a transaction of its own (an undo whose reversal takes one transaction per thing, as orders). */
  claimAlone<T>(actor: UndoActor, kind: UndoKind, operationId: string): Promise<T> {
    return this.repository.transaction((tx) => this.claim<T>(tx, actor, kind, operationId));
  }

  purge(now: Date): Promise<number> {
    // A day after their window: long enough to tell "expired" from "not found" for a late click.
    return this.repository.purge(new Date(now.getTime() - 86_400_000));
  }
}
