import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { inboundOrders } from './schema';

export type InboundOrderRow = typeof inboundOrders.$inferSelect;
export type NewInboundOrderRow = typeof inboundOrders.$inferInsert;

/** The only place that reads and writes the inbound_orders table. */
export class IpoRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: NewInboundOrderRow): Promise<InboundOrderRow> {
    const [inserted] = await this.db.insert(inboundOrders).values(row).returning();
    return inserted;
  }

  /** The store's orders, newest first, at most `limit`. */
  async listOfStore(storeCode: string, limit: number): Promise<InboundOrderRow[]> {
    return this.db.select().from(inboundOrders).where(eq(inboundOrders.storeCode, storeCode)).orderBy(desc(inboundOrders.id)).limit(limit);
  }

  /** Cancels the store's order if it is SUBMITTED (one statement, so a cancel racing the warehouse's receipt cancels once). */
  async cancel(storeCode: string, id: number, at: Date): Promise<InboundOrderRow | null> {
    const [row] = await this.db
      .update(inboundOrders)
      .set({ status: 'CANCELLED', cancelledAt: at })
      .where(and(eq(inboundOrders.storeCode, storeCode), eq(inboundOrders.id, id), eq(inboundOrders.status, 'SUBMITTED')))
      .returning();
    return row ?? null;
  }

  async byId(storeCode: string, id: number): Promise<InboundOrderRow | null> {
    const [row] = await this.db
      .select()
      .from(inboundOrders)
      .where(and(eq(inboundOrders.storeCode, storeCode), eq(inboundOrders.id, id)))
      .limit(1);
    return row ?? null;
  }

  async hasOrders(storeCode: string): Promise<boolean> {
    const [row] = await this.db.select({ id: inboundOrders.id }).from(inboundOrders).where(eq(inboundOrders.storeCode, storeCode)).limit(1);
    return Boolean(row);
  }
}
