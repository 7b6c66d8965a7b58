import {
  couriers,
  orderAutoCompletedNote,
  orderLimits,
  orderSystemActors,
  type CourierCode,
  type OrderStatus,
  type PaymentMethod,
  type ShippingAddress,
} from '@seller-portal/contracts/orders';
import type { AppDatabase } from '../../db/open-database';
import { retargetDemoOrderNotifications } from '../notifications';
import { seedDemoSoldCounts } from '../products';
import { OrdersRepository, type OrderToInsert } from './repository';
import { searchTextOf } from './service';

const hour = 3_600_000;
const day = 24 * hour;

/** The items the demo orders are of: the products module's demo items (`products/demo.ts`), name and price as sold. */
export const demoItems: Record<string, readonly { itemId: string; name: string; price: number }[]> = {
  'DEMO-60001': [
    { itemId: 'ITEM-60001-001', name: 'Kopi Arabika Gayo 250 g', price: 89_000 },
    { itemId: 'ITEM-60001-002', name: 'Teh Hijau Melati 100 g', price: 35_500 },
    { itemId: 'ITEM-60001-003', name: 'Gula Aren Cair 500 ml', price: 42_000 },
    { itemId: 'ITEM-60001-004', name: 'Madu Hutan Sumbawa 350 g', price: 120_000 },
    { itemId: 'ITEM-60001-005', name: 'Cangkir Keramik Putih', price: 55_000 },
  ],
  'DEMO-60009': [
    { itemId: 'ITEM-60009-001', name: 'Beras Pandan Wangi 5 kg', price: 78_000 },
    { itemId: 'ITEM-60009-002', name: 'Minyak Goreng 2 L', price: 36_000 },
  ],
};

/** The demo stores with orders and how many each gets: a few hundred for the demo seller, a few for another store. */
export const demoOrderStores = [
  { storeCode: 'DEMO-60001', count: 320, pickupPoints: ['PP-DEMO-60001-JKT', 'PP-DEMO-60001-BDG'] },
  { storeCode: 'DEMO-60009', count: 24, pickupPoints: ['PP-DEMO-60009-SBY', 'PP-DEMO-60009-MLG'] },
] as const;

const customers = [
  { customerId: 'CUST-1', name: 'Budi Santoso', city: 'Jakarta Selatan', province: 'DKI Jakarta', postalCode: '12430' },
  { customerId: 'CUST-2', name: 'Siti Rahayu', city: 'Bandung', province: 'Jawa Barat', postalCode: '40115' },
  { customerId: 'CUST-3', name: 'Andi Wijaya', city: 'Surabaya', province: 'Jawa Timur', postalCode: '60241' },
  { customerId: 'CUST-4', name: 'Dewi Lestari', city: 'Yogyakarta', province: 'DI Yogyakarta', postalCode: '55223' },
  { customerId: 'CUST-5', name: 'Rina Kusuma', city: 'Semarang', province: 'Jawa Tengah', postalCode: '50134' },
  { customerId: 'CUST-6', name: 'Agus Pratama', city: 'Medan', province: 'Sumatera Utara', postalCode: '20112' },
  { customerId: 'CUST-7', name: 'Maya Putri', city: 'Denpasar', province: 'Bali', postalCode: '80232' },
  { customerId: 'CUST-8', name: 'Joko Susilo', city: 'Makassar', province: 'Sulawesi Selatan', postalCode: '90111' },
  { customerId: 'CUST-9', name: 'Lina Marlina', city: 'Bogor', province: 'Jawa Barat', postalCode: '16128' },
  { customerId: 'CUST-10', name: 'Hendra Gunawan', city: 'Tangerang', province: 'Banten', postalCode: '15111' },
  { customerId: 'CUST-11', name: 'Putri Ayu', city: 'Malang', province: 'Jawa Timur', postalCode: '65111' },
  { customerId: 'CUST-12', name: 'Rudi Hartono', city: 'Palembang', province: 'Sumatera Selatan', postalCode: '30126' },
] as const;

const streets = [
  'Jl. Merdeka No. 12',
  'Jl. Sudirman No. 45',
  'Jl. Diponegoro No. 7',
  'Jl. Gatot Subroto No. 88',
  'Jl. Ahmad Yani No. 3',
  'Jl. Pahlawan No. 21',
];
const districts = ['Kebayoran Baru', 'Coblong', 'Gubeng', 'Gondokusuman', 'Candisari', 'Medan Baru', 'Denpasar Barat', 'Panakkukang'];
const courierList: CourierCode[] = ['JNE', 'JNT', 'SICEPAT', 'ANTERAJA', 'GOSEND'];
const paymentList: PaymentMethod[] = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'EWALLET', 'CREDIT_CARD', 'COD'];
const cancelReasons = ['OUT_OF_STOCK', 'CUSTOMER_REQUEST', 'CANNOT_SHIP'] as const;

/** A small seeded generator (mulberry32): the same demo orders on every new database. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A tracking number of the courier's shape (`contracts` couriers), from the example with its digits replaced. */
export function demoTrackingNumber(courier: CourierCode, random: () => number): string {
  return couriers[courier].example.replace(/\d/g, (digit, offset: number) => (offset < 2 && courier === 'SICEPAT' ? digit : String(Math.floor(random() * 10))));
}

/**
 * Where an order placed `ageMs` ago has got to, with when each step happened: younger orders wait, older ones have
 * shipped, arrived and completed; a few are cancelled and a few shipped late.
 */
function lifeOf(
  createdAt: Date,
  now: Date,
  random: () => number,
): { status: OrderStatus; steps: { status: OrderStatus; at: Date }[]; cancelReason?: string; confirmed?: boolean } {
  const at = (offsetMs: number) => new Date(createdAt.getTime() + offsetMs);
  const steps: { status: OrderStatus; at: Date }[] = [{ status: 'NEW', at: createdAt }];
  const roll = random();
  if (roll < 0.08) {
    const cancelAt = at((1 + random() * 20) * hour);
    if (cancelAt <= now) {
      if (random() < 0.5) steps.push({ status: 'READY_TO_SHIP', at: at(0.5 * hour) });
      steps.push({ status: 'CANCELLED', at: cancelAt });
      return { status: 'CANCELLED', steps, cancelReason: cancelReasons[Math.floor(random() * cancelReasons.length)] };
    }
  }
  const late = roll > 0.93;
  const accepted = at((1 + random() * 6) * hour);
  const shipped = at(late ? (orderLimits.shipWithinHours + 2 + random() * 20) * hour : (10 + random() * 30) * hour);
  const delivered = at((3 + random() * 2) * day);
  // About half the customers confirm receipt within a few days; the marketplace completes the others.
  const confirmed = roll < 0.5;
  const confirmedAfter = (0.2 + random() * 2.5) * day;
  const completed = new Date(delivered.getTime() + (confirmed ? confirmedAfter : orderLimits.autoCompleteAfterDays * day));
  const plan: { status: OrderStatus; at: Date }[] = [
    { status: 'READY_TO_SHIP', at: accepted },
    { status: 'SHIPPED', at: shipped },
    { status: 'DELIVERED', at: delivered },
    { status: 'COMPLETED', at: completed },
  ];
  for (const step of plan) {
    if (step.at > now) break;
    steps.push(step);
  }
  return { status: steps[steps.length - 1].status, steps, confirmed };
}

/** Who moved a demo order to `status`, and the note they left. */
function demoHistoryOf(status: OrderStatus, life: ReturnType<typeof lifeOf>, recipientName: string): { actor: string; note: string | null } {
  switch (status) {
    case 'NEW':
      return { actor: orderSystemActors.marketplace, note: null };
    case 'DELIVERED':
      return { actor: orderSystemActors.courier, note: recipientName };
    case 'COMPLETED':
      return life.confirmed ? { actor: orderSystemActors.customer, note: null } : { actor: orderSystemActors.marketplace, note: orderAutoCompletedNote };
    case 'CANCELLED':
      return { actor: 'seller@demo.test', note: life.cancelReason ?? null };
    default:
      return { actor: 'seller@demo.test', note: null };
  }
}

/** The demo orders of one store, spread over the last 90 days (more of them recent), every status among them. */
export function demoOrdersOf(store: (typeof demoOrderStores)[number], now: Date): OrderToInsert[] {
  const random = seededRandom(store.storeCode.split('').reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7));
  const items = demoItems[store.storeCode];
  const result: OrderToInsert[] = [];
  for (let i = 0; i < store.count; i++) {
    // A tenth of the orders in the last two days (the to-do tabs), the rest over 90 days.
    const ageMs = i < store.count / 10 ? random() * 2 * day : random() * 90 * day;
    const createdAt = new Date(now.getTime() - ageMs);
    const customer = customers[Math.floor(random() * customers.length)];
    const lines = 1 + Math.floor(random() * 3);
    const chosen = [...items].sort(() => random() - 0.5).slice(0, Math.min(lines, items.length));
    const orderItems = chosen.map((item) => ({ itemId: item.itemId, name: item.name, price: item.price, quantity: 1 + Math.floor(random() * 3) }));
    const itemsTotal = orderItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const shippingFee = [9_000, 12_000, 15_000, 18_000, 24_000][Math.floor(random() * 5)];
    const courier = courierList[Math.floor(random() * courierList.length)];
    const paymentMethod = paymentList[Math.floor(random() * paymentList.length)];
    const life = lifeOf(createdAt, now, random);
    const shipped = life.steps.find((step) => step.status === 'SHIPPED');
    const address: ShippingAddress = {
      recipientName: customer.name,
      phone: `0812${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
      street: streets[Math.floor(random() * streets.length)],
      district: districts[Math.floor(random() * districts.length)],
      city: customer.city,
      province: customer.province,
      postalCode: customer.postalCode,
    };
    result.push({
      row: {
        storeCode: store.storeCode,
        pickupPointCode: store.pickupPoints[random() < 0.7 ? 0 : 1],
        status: life.status,
        customerId: customer.customerId,
        customerName: customer.name,
        customerPhone: address.phone,
        shippingAddress: address,
        courier,
        trackingNumber: shipped ? demoTrackingNumber(courier, random) : null,
        paymentMethod,
        paidAt: paymentMethod === 'COD' ? (life.steps.find((s) => s.status === 'DELIVERED')?.at ?? null) : createdAt,
        itemsTotal,
        shippingFee,
        total: itemsTotal + shippingFee,
        itemCount: orderItems.reduce((sum, item) => sum + item.quantity, 0),
        firstItemName: orderItems[0].name,
        searchText: searchTextOf({ customerName: customer.name, itemNames: orderItems.map((item) => item.name) }),
        cancelReason: life.cancelReason ?? null,
        shipBy: new Date(createdAt.getTime() + orderLimits.shipWithinHours * hour),
        shippedAt: shipped?.at ?? null,
        deliveredAt: life.steps.find((step) => step.status === 'DELIVERED')?.at ?? null,
        createdAt,
        updatedAt: life.steps[life.steps.length - 1].at,
        version: life.steps.length,
      },
      items: orderItems,
      history: life.steps.map((step) => ({ status: step.status, at: step.at, ...demoHistoryOf(step.status, life, address.recipientName) })),
    });
  }
  // Oldest first, so order numbers grow with time as they do live.
  return result.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
}

/** The units of each item in the completed ones of `orders`. */
export function demoSoldCounts(orders: readonly OrderToInsert[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const order of orders) {
    if (order.row.status !== 'COMPLETED') continue;
    for (const item of order.items) sold.set(item.itemId, (sold.get(item.itemId) ?? 0) + item.quantity);
  }
  return sold;
}

/** The demo orders, once per store: a store that has orders already is left as it is. */
export async function seedDemoOrders(db: AppDatabase, now: Date): Promise<void> {
  const repository = new OrdersRepository(db);
  for (const store of demoOrderStores) {
    if (await repository.hasOrders(store.storeCode)) continue;
    const orders = demoOrdersOf(store, now);
    const inserted = await repository.transaction((tx) => repository.insert(tx, orders));
    // The products' "sold" is the units of their completed orders; the seeded stock is what the open ones left.
    await seedDemoSoldCounts(db, store.storeCode, demoSoldCounts(orders));
    // The store's demo notifications about orders (seeded before, by the notification center) open real ones.
    const newest = (status: string) => inserted.filter((order) => order.status === status).at(-1);
    await retargetDemoOrderNotifications(db, store.storeCode, {
      newOrder: newest('NEW'),
      delivered: newest('DELIVERED')?.orderNumber,
    });
  }
}
