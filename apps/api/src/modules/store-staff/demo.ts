import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { memberships, staffPickupPoints, users } from '../../db/schema';

/** pointstaff@demo.test serves only Gudang Malang of DEMO-60009 (mpp@demo.test's store of two pickup points). */
export const storeStaffDemo = { username: 'pointstaff@demo.test', storeCode: 'DEMO-60009', pickupPointCode: 'PP-DEMO-60009-MLG' } as const;

/** Assigns the demo's point staff to its pickup point; a membership with an assignment of its own keeps it. */
export async function seedStoreStaffDemo(db: AppDatabase): Promise<void> {
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.username, storeStaffDemo.username), eq(memberships.storeCode, storeStaffDemo.storeCode)));
  if (!membership) return;
  const [assigned] = await db.select().from(staffPickupPoints).where(eq(staffPickupPoints.membershipId, membership.id)).limit(1);
  if (assigned) return;
  await db.insert(staffPickupPoints).values({ membershipId: membership.id, pickupPointCode: storeStaffDemo.pickupPointCode }).onConflictDoNothing();
}
