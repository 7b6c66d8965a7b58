import type { AppDatabase } from '../../db/open-database';
import { SavedViewsRepository } from './repository';

/**
 * A few views of the demo store's owner (seller@demo.test): new orders (shared with the staff) and JNE orders to ship on
 * the order list, sold-out products (shared) on the product list. None is a default, so the lists open whole.
 */
export async function seedSavedViewsDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new SavedViewsRepository(db);
  const userId = await repository.userIdOf('seller@demo.test');
  if (!userId) return;
  const keeper = { storeCode: 'DEMO-60001', userId };
  const at = new Date(now.getTime() - 86_400_000);
  const seeded: { id: string; list: string; name: string; filters: Record<string, string>; shared: boolean; makeDefault: boolean }[] = [
    {
      id: '5f0c8a52-3b9e-4c1a-9d77-1c2b3a4d5e01',
      list: 'orders',
      name: 'Pesanan baru',
      filters: { status: 'NEW', sort: 'SHIP_BY_ASC' },
      shared: true,
      makeDefault: false,
    },
    {
      id: '5f0c8a52-3b9e-4c1a-9d77-1c2b3a4d5e02',
      list: 'orders',
      name: 'Siap kirim JNE',
      filters: { status: 'READY_TO_SHIP', courier: 'JNE' },
      shared: false,
      makeDefault: false,
    },
    {
      id: '5f0c8a52-3b9e-4c1a-9d77-1c2b3a4d5e03',
      list: 'products',
      name: 'Stok habis',
      filters: { tab: 'OUT_OF_STOCK', sort: 'NAME_ASC' },
      shared: true,
      makeDefault: false,
    },
  ];
  for (const { makeDefault, ...view } of seeded) await repository.insert(keeper, view, at, 100, makeDefault);
}
