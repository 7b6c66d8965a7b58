import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { memberships, users } from '../../db/directory-schema';
import type { AppDatabase } from '../../db/open-database';
import { savedViewDefaults, savedViews } from './schema';

export type SavedViewRow = typeof savedViews.$inferSelect & { ownerName: string };

/** Who asks: the person and their store. */
export interface ViewKeeper {
  storeCode: string;
  userId: string;
}

/** The only place that reads and writes the saved views and their defaults. */
export class SavedViewsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Whether the user owns the store (only the owner shares views). */
  async isOwner(keeper: ViewKeeper): Promise<boolean> {
    const [row] = await this.db
      .select({ isOwner: memberships.isOwner })
      .from(memberships)
      .where(and(eq(memberships.userId, keeper.userId), eq(memberships.storeCode, keeper.storeCode)))
      .limit(1);
    return row?.isOwner ?? false;
  }

  /** The views of a list the keeper sees: their own and those shared in their store, own first, each by name. */
  async visible(keeper: ViewKeeper, list: string): Promise<SavedViewRow[]> {
    return this.db
      .select({ ...viewColumns, ownerName: users.displayName })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.userId))
      .where(and(eq(savedViews.storeCode, keeper.storeCode), eq(savedViews.list, list), or(eq(savedViews.userId, keeper.userId), eq(savedViews.shared, true))))
      .orderBy(sql`${savedViews.userId} <> ${keeper.userId}`, asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt));
  }

  /** One view the keeper sees, null when there is none. */
  async visibleOne(keeper: ViewKeeper, list: string, id: string): Promise<SavedViewRow | null> {
    const [row] = await this.db
      .select({ ...viewColumns, ownerName: users.displayName })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.userId))
      .where(
        and(
          eq(savedViews.id, id),
          eq(savedViews.storeCode, keeper.storeCode),
          eq(savedViews.list, list),
          or(eq(savedViews.userId, keeper.userId), eq(savedViews.shared, true)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The keeper's default view id of the list (whether they still see it is the caller's to check). */
  async defaultOf(keeper: ViewKeeper, list: string): Promise<string | null> {
    const [row] = await this.db
      .select({ viewId: savedViewDefaults.viewId })
      .from(savedViewDefaults)
      .where(and(eq(savedViewDefaults.storeCode, keeper.storeCode), eq(savedViewDefaults.userId, keeper.userId), eq(savedViewDefaults.list, list)))
      .limit(1);
    return row?.viewId ?? null;
  }

  async setDefault(keeper: ViewKeeper, list: string, viewId: string | null): Promise<void> {
    if (viewId === null) {
      await this.db
        .delete(savedViewDefaults)
        .where(and(eq(savedViewDefaults.storeCode, keeper.storeCode), eq(savedViewDefaults.userId, keeper.userId), eq(savedViewDefaults.list, list)));
      return;
    }
    await this.db
      .insert(savedViewDefaults)
      .values({ storeCode: keeper.storeCode, userId: keeper.userId, list, viewId })
      .onConflictDoUpdate({ target: [savedViewDefaults.storeCode, savedViewDefaults.userId, savedViewDefaults.list], set: { viewId } });
  }

  /**
   * Adds a view unless the keeper holds `max` of the list already, counted under a lock on the keeper's views of the
   * list (two saves at once cannot both pass the count); null when full. `makeDefault` makes it their default in the
   * same transaction.
   */
  async insert(
    keeper: ViewKeeper,
    view: { list: string; name: string; filters: Record<string, string>; shared: boolean; id?: string },
    now: Date,
    max: number,
    makeDefault: boolean,
  ): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_views:${keeper.storeCode}:${keeper.userId}:${view.list}`}))`);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(savedViews)
        .where(and(eq(savedViews.storeCode, keeper.storeCode), eq(savedViews.userId, keeper.userId), eq(savedViews.list, view.list)));
      if (n >= max) return null;
      const [row] = await tx
        .insert(savedViews)
        .values({ ...view, storeCode: keeper.storeCode, userId: keeper.userId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: savedViews.id })
        .returning({ id: savedViews.id });
      if (!row) return view.id ?? null;
      if (makeDefault) {
        await tx
          .insert(savedViewDefaults)
          .values({ storeCode: keeper.storeCode, userId: keeper.userId, list: view.list, viewId: row.id, createdAt: now })
          .onConflictDoUpdate({ target: [savedViewDefaults.storeCode, savedViewDefaults.userId, savedViewDefaults.list], set: { viewId: row.id } });
      }
      return row.id;
    });
  }

  /** Changes one of the keeper's own views; false when they have no such view. */
  async update(
    keeper: ViewKeeper,
    list: string,
    id: string,
    change: { name: string; filters: Record<string, string>; shared: boolean },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(savedViews)
      .set({ ...change, updatedAt: now })
      .where(and(eq(savedViews.id, id), eq(savedViews.storeCode, keeper.storeCode), eq(savedViews.userId, keeper.userId), eq(savedViews.list, list)))
      .returning({ id: savedViews.id });
    return rows.length > 0;
  }

  /** Deletes one of the keeper's own views (and anyone's default that named it); false when they have no such view. */
  async remove(keeper: ViewKeeper, list: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.storeCode, keeper.storeCode), eq(savedViews.userId, keeper.userId), eq(savedViews.list, list)))
      .returning({ id: savedViews.id });
    return rows.length > 0;
  }

  async userIdOf(username: string): Promise<string | null> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    return user?.id ?? null;
  }
}

const viewColumns = {
  id: savedViews.id,
  storeCode: savedViews.storeCode,
  userId: savedViews.userId,
  list: savedViews.list,
  name: savedViews.name,
  filters: savedViews.filters,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};
