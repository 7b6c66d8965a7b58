import type { AppDatabase } from '../../db/open-database';
import { BroadcastRepository } from './repository';

const dayMs = 86_400_000;

/**
 * The demo history of DEMO-60001's broadcasts: one sent last week (its chat messages are not in the demo chats,
 * so it shows what it reached, not who read it) and one scheduled for tomorrow, which can be cancelled.
 */
export function seedBroadcastDemo(db: AppDatabase, now: Date): Promise<void> {
  return new BroadcastRepository(db).insertMissing([
    {
      id: '6a4d3c1e-7b0f-4c55-9d2a-0b1e60001001',
      storeCode: 'DEMO-60001',
      createdBy: null,
      createdByName: 'Toko Demo Sejahtera',
      text: 'Promo akhir pekan: diskon 10% untuk semua kopi Gayo sampai Minggu. Terima kasih sudah berbelanja!',
      days: 30,
      status: 'SENT',
      sentAt: new Date(now.getTime() - 6 * dayMs),
      recipients: 6,
      createdAt: new Date(now.getTime() - 6 * dayMs),
    },
    {
      id: '6a4d3c1e-7b0f-4c55-9d2a-0b1e60001002',
      storeCode: 'DEMO-60001',
      createdBy: null,
      createdByName: 'Toko Demo Sejahtera',
      text: 'Stok madu hutan Sumbawa sudah datang lagi. Pesan sekarang sebelum kehabisan!',
      days: null,
      status: 'SCHEDULED',
      scheduledAt: new Date(now.getTime() + dayMs),
      createdAt: new Date(now.getTime() - 2 * 3_600_000),
    },
  ]);
}
