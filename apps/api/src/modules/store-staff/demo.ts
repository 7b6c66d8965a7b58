import type { AppDatabase } from '../../db/open-database';
import { StoreStaffRepository } from './repository';

/** pointstaff@demo.test serves only Gudang Malang of DEMO-60009 (mpp@demo.test's store of two pickup points). */
export const storeStaffDemo = { username: 'pointstaff@demo.test', storeCode: 'DEMO-60009', pickupPointCode: 'PP-DEMO-60009-MLG' } as const;

/** Assigns the demo's point staff to its pickup point; a membership with an assignment of its own keeps it. */
export async function seedStoreStaffDemo(db: AppDatabase): Promise<void> {
  await new StoreStaffRepository(db).assignUnlessAssigned(storeStaffDemo.username, storeStaffDemo.storeCode, storeStaffDemo.pickupPointCode);
}
