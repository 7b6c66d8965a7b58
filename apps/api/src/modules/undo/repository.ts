import { eq, lt } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { undoOperations } from './schema';

export type UndoOperationRow = typeof undoOperations.$inferSelect;

/** The only place that reads and writes the undo operations. */
export class UndoRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: typeof undoOperations.$inferInsert, db: AppDatabase | Transaction = this.db): Promise<UndoOperationRow> {
    const [inserted] = await db.insert(undoOperations).values(row).returning();
    return inserted;
  }

  /** The operation, locked until `tx` ends (two undo calls at once: the second waits and then finds it undone). */
  async lock(tx: Transaction, id: string): Promise<UndoOperationRow | null> {
    const [row] = await tx.select().from(undoOperations).where(eq(undoOperations.id, id)).for('update');
    return row ?? null;
  }

  async markUndone(tx: Transaction, id: string, at: Date): Promise<void> {
    await tx.update(undoOperations).set({ undoneAt: at }).where(eq(undoOperations.id, id));
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Forgets operations whose window closed before `before`. */
  async purge(before: Date): Promise<number> {
    const rows = await this.db.delete(undoOperations).where(lt(undoOperations.expiresAt, before)).returning({ id: undoOperations.id });
    return rows.length;
  }
}
