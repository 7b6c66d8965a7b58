import type { AuditEntry } from '@seller-portal/contracts/accounts';
import type { StoreStaffList } from '@seller-portal/contracts/store-staff';

/** DEMO-60009's two pickup points and its staff: one serving Gudang Malang, one every pickup point. */
export const staffList: StoreStaffList = {
  pickupPoints: [
    { code: 'PP-DEMO-60009-SBY', name: 'Gudang Surabaya' },
    { code: 'PP-DEMO-60009-MLG', name: 'Gudang Malang' },
  ],
  staff: [
    {
      userId: '00000000-0000-4000-8000-000000000001',
      username: 'pointstaff@demo.test',
      displayName: 'Putri Staf Gudang',
      codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE', 'STORE_ORDER'],
      pickupPointCodes: ['PP-DEMO-60009-MLG'],
    },
    {
      userId: '00000000-0000-4000-8000-000000000002',
      username: 'gudang@demo.test',
      displayName: 'Gita Gudang',
      codes: ['STORE_ORDER'],
      pickupPointCodes: null,
    },
  ],
};

export const staffHistory: AuditEntry[] = [
  {
    id: 'a1',
    area: 'STORE_STAFF',
    identifier: 'DEMO-60009',
    action: 'UPDATE',
    actor: 'mpp@demo.test',
    createdAt: Date.UTC(2026, 10, 25, 3, 15),
    before: { username: 'pointstaff@demo.test', pickupPointCodes: null },
    after: { username: 'pointstaff@demo.test', pickupPointCodes: ['PP-DEMO-60009-MLG'] },
  },
];
