import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { membershipAccessibilities, memberships, pickupPoints, staffPickupPoints, users } from '../../db/schema';

type Db = AppDatabase | Transaction;

export interface StaffRow {
  membershipId: string;
  userId: string;
  username: string;
  displayName: string;
  codes: string[];
  /** null: every pickup point of the store. */
  pickupPointCodes: string[] | null;
}

/** The directory's memberships and `staff_pickup_points`: who serves which pickup points of a store. */
export class StoreStaffRepository {
  constructor(readonly db: AppDatabase) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The user's membership of the store (locked in `tx` when given: two changes of one member take turns). */
  async membership(userId: string, storeCode: string, tx?: Transaction): Promise<{ id: string; isOwner: boolean } | null> {
    const query = (tx ?? this.db)
      .select({ id: memberships.id, isOwner: memberships.isOwner })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, storeCode)));
    const [row] = tx ? await query.for('update') : await query;
    return row ?? null;
  }

  /**
   * The pickup points a member of the store serves: null for the owner and a member with none assigned (every one),
   * the assigned codes otherwise, and none for a user who is not a member. One indexed statement per request.
   */
  async scopeOf(userId: string, storeCode: string): Promise<string[] | null> {
    const rows = await this.db
      .select({ isOwner: memberships.isOwner, code: staffPickupPoints.pickupPointCode })
      .from(memberships)
      .leftJoin(staffPickupPoints, eq(staffPickupPoints.membershipId, memberships.id))
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, storeCode)));
    if (!rows.length) return [];
    if (rows[0].isOwner) return null;
    const codes = rows.flatMap((row) => (row.code ? [row.code] : []));
    return codes.length ? codes.sort() : null;
  }

  /** The store's staff (not its owner), by name, with their codes and pickup points. */
  async staff(storeCode: string, userId?: string): Promise<StaffRow[]> {
    const conditions = [eq(memberships.storeCode, storeCode), eq(memberships.isOwner, false)];
    if (userId) conditions.push(eq(memberships.userId, userId));
    const members = await this.db
      .select({ membershipId: memberships.id, userId: users.id, username: users.username, displayName: users.displayName })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(...conditions))
      .orderBy(asc(users.displayName), asc(users.username));
    if (!members.length) return [];
    const ids = members.map((m) => m.membershipId);
    const [codes, points] = await Promise.all([
      this.db
        .select({ membershipId: membershipAccessibilities.membershipId, code: membershipAccessibilities.accessibilityCode })
        .from(membershipAccessibilities)
        .where(inArray(membershipAccessibilities.membershipId, ids))
        .orderBy(asc(membershipAccessibilities.accessibilityCode)),
      this.db
        .select({ membershipId: staffPickupPoints.membershipId, code: staffPickupPoints.pickupPointCode })
        .from(staffPickupPoints)
        .where(inArray(staffPickupPoints.membershipId, ids))
        .orderBy(asc(staffPickupPoints.pickupPointCode)),
    ]);
    return members.map((member) => {
      const assigned = points.filter((p) => p.membershipId === member.membershipId).map((p) => p.code);
      return {
        ...member,
        codes: codes.filter((c) => c.membershipId === member.membershipId).map((c) => c.code),
        pickupPointCodes: assigned.length ? assigned : null,
      };
    });
  }

  /** The store's active pickup points, the main one first. */
  async activePickupPoints(storeCode: string, db: Db = this.db): Promise<{ code: string; name: string }[]> {
    return db
      .select({ code: pickupPoints.code, name: pickupPoints.name })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .orderBy(desc(pickupPoints.isDefault), asc(pickupPoints.code));
  }

  async assigned(membershipId: string, db: Db = this.db): Promise<string[] | null> {
    const rows = await db
      .select({ code: staffPickupPoints.pickupPointCode })
      .from(staffPickupPoints)
      .where(eq(staffPickupPoints.membershipId, membershipId))
      .orderBy(asc(staffPickupPoints.pickupPointCode));
    return rows.length ? rows.map((r) => r.code) : null;
  }

  /** The demo's: assigns a user's membership of the store to one pickup point unless it has any assigned already. */
  async assignUnlessAssigned(username: string, storeCode: string, pickupPointCode: string): Promise<void> {
    const [membership] = await this.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.username, username), eq(memberships.storeCode, storeCode)));
    if (!membership || (await this.assigned(membership.id)) !== null) return;
    await this.db.insert(staffPickupPoints).values({ membershipId: membership.id, pickupPointCode }).onConflictDoNothing();
  }

  /** Replaces the member's pickup points (null: every one, no rows). */
  async replace(tx: Transaction, membershipId: string, codes: readonly string[] | null): Promise<void> {
    await tx.delete(staffPickupPoints).where(eq(staffPickupPoints.membershipId, membershipId));
    if (codes?.length) await tx.insert(staffPickupPoints).values(codes.map((pickupPointCode) => ({ membershipId, pickupPointCode })));
  }
}
