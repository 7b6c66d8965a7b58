import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import type { AppDatabase } from '../../db/open-database';
import { demoProductNames } from '../products';
import { IpoRepository } from './repository';

const dayMs = 86_400_000;

/** The demo seller's inbound orders: one received last week, one on its way to Cikarang, one cancelled. Once. */
export async function seedIpoDemo(db: AppDatabase, now: Date): Promise<void> {
  const storeCode = 'DEMO-60001';
  const repository = new IpoRepository(db);
  if (await repository.hasOrders(storeCode)) return;
  const products = (await demoProductNames(db, storeCode)).slice(0, 3);
  if (!products.length) return;
  const today = storeDayOf(now);
  const orders = [
    // Oldest first, so the list's newest-first order is the days they were sent.
    { suffix: 'A1', warehouseCode: 'WH-CKR', arrival: -7, status: 'RECEIVED', quantities: [120, 60], ago: 12 },
    { suffix: 'C3', warehouseCode: 'WH-SBY', arrival: 2, status: 'CANCELLED', quantities: [30], ago: 3 },
    { suffix: 'B2', warehouseCode: 'WH-CKR', arrival: 4, status: 'SUBMITTED', quantities: [200, 80, 40], ago: 1 },
  ] as const;
  for (const order of orders) {
    const createdAt = new Date(now.getTime() - order.ago * dayMs);
    const lines = order.quantities.flatMap((quantity, index) => (products[index] ? [{ ...products[index], quantity }] : []));
    await repository.insert({
      storeCode,
      number: `IPO-${storeDayOf(createdAt).replaceAll('-', '')}-${storeCode}-${order.suffix}`,
      warehouseCode: order.warehouseCode,
      arrivalDate: addStoreDays(today, order.arrival),
      status: order.status,
      lines,
      unitCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      note: order.status === 'SUBMITTED' ? 'Stok untuk kampanye akhir bulan' : '',
      createdBy: 'seller@demo.test',
      createdAt,
      cancelledAt: order.status === 'CANCELLED' ? new Date(createdAt.getTime() + 3_600_000) : null,
    });
  }
}
