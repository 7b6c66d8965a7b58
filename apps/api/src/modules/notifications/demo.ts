import { randomUUID } from 'node:crypto';
import type { NotificationCategory } from '@seller-portal/contracts/notifications';
import type { AppDatabase } from '../../db/open-database';
import { NotificationRepository, type NewNotificationRow } from './repository';

interface DemoNotification {
  category: NotificationCategory;
  source: { kind: 'EVENT' | 'MANUAL'; code: string };
  id: { title: string; body: string };
  en: { title: string; body: string };
  /** Where opening it leads; `targets` names the very thing in the stores whose demo data has it. */
  link: string | null;
  targets?: Readonly<Record<string, string>>;
  /** How long before the seeding it arrived. */
  minutesAgo: number;
  read: boolean;
}

const hour = 60;
const day = 24 * hour;

/** What the demo sellers find in their notification center: every category, the newest few unread. */
export const demoNotifications: readonly DemoNotification[] = [
  {
    category: 'CHAT',
    source: { kind: 'EVENT', code: 'CHAT_UNANSWERED' },
    id: { title: 'Ada chat yang belum dibalas', body: 'Budi Santoso menunggu balasan Anda.' },
    en: { title: 'A chat is waiting for your reply', body: 'Budi Santoso is waiting for your reply.' },
    link: '/conversations',
    // The demo seller's conversation with two unread messages (chat/demo.ts).
    targets: { 'DEMO-60001': '/conversations/CUST-1' },
    minutesAgo: 12,
    read: false,
  },
  {
    category: 'ORDER',
    source: { kind: 'EVENT', code: 'ORDER_CREATED' },
    // Pointed at the store's newest new order once the demo orders are written (`retargetDemoOrderNotifications`).
    id: { title: 'Pesanan baru', body: 'Kirim sebelum batas waktunya agar tidak dibatalkan otomatis.' },
    en: { title: 'New order', body: 'Ship it before its deadline so that it is not cancelled automatically.' },
    link: '/order-list?status=NEW',
    minutesAgo: 45,
    read: false,
  },
  {
    category: 'PROMOTION',
    source: { kind: 'MANUAL', code: 'demo-promo-harbolnas' },
    id: { title: 'Ikuti promo Harbolnas 12.12', body: 'Daftarkan produk Anda sebelum 5 Desember untuk tampil di halaman promo.' },
    en: { title: 'Join the 12.12 Harbolnas promotion', body: 'Register your products before 5 December to appear on the promotion page.' },
    link: '/dashboard',
    minutesAgo: 3 * hour,
    read: false,
  },
  {
    category: 'PRODUCT',
    source: { kind: 'EVENT', code: 'PRODUCT_STOCK_LOW' },
    id: { title: 'Stok hampir habis', body: 'Stok "Kopi Luwak Liar 100 g" tinggal 3. Tambah stok agar pesanan tetap masuk.' },
    en: { title: 'Stock is running low', body: 'Only 3 left of "Kopi Luwak Liar 100 g". Add stock to keep the orders coming.' },
    link: '/external/product/active/all',
    // The demo seller's product with 3 left (products/demo.ts); the list opens it.
    targets: { 'DEMO-60001': '/external/product/active/all?item=ITEM-60001-008' },
    minutesAgo: 7 * hour,
    read: false,
  },
  {
    category: 'ACCOUNT',
    source: { kind: 'EVENT', code: 'ACCOUNT_NEW_SIGN_IN' },
    id: { title: 'Masuk dari perangkat baru', body: 'Akun Anda baru saja masuk dari Chrome di Linux. Bukan Anda? Ganti kata sandi sekarang.' },
    en: { title: 'Signed in from a new device', body: 'Your account just signed in from Chrome on Linux. Not you? Change your password now.' },
    link: '/change-password',
    minutesAgo: 1 * day,
    read: true,
  },
  {
    category: 'ANNOUNCEMENT',
    source: { kind: 'MANUAL', code: 'demo-maintenance' },
    id: { title: 'Pemeliharaan sistem', body: 'Seller Center tidak dapat diakses pada Minggu pukul 01.00–03.00 WIB.' },
    en: { title: 'System maintenance', body: 'Seller Center will be unavailable on Sunday from 01:00 to 03:00 WIB.' },
    link: null,
    minutesAgo: 2 * day,
    read: true,
  },
  {
    category: 'ORDER',
    source: { kind: 'EVENT', code: 'ORDER_RETURN_REQUESTED' },
    // Pointed at one of the store's delivered orders once the demo orders are written.
    id: { title: 'Permintaan pengembalian', body: 'Pelanggan mengajukan pengembalian pesanan. Tanggapi dalam 2 hari.' },
    en: { title: 'Return requested', body: 'A customer asked to return an order. Respond within 2 days.' },
    link: '/order-list?status=DELIVERED',
    minutesAgo: 3 * day,
    read: true,
  },
  {
    category: 'SYSTEM',
    source: { kind: 'MANUAL', code: 'demo-notification-settings' },
    id: { title: 'Atur notifikasi Anda', body: 'Pilih notifikasi yang Anda terima lewat email, push, dan WhatsApp.' },
    en: { title: 'Choose your notifications', body: 'Choose which notifications reach you by email, push and WhatsApp.' },
    link: '/settings/notification',
    minutesAgo: 5 * day,
    read: true,
  },
  {
    category: 'PRODUCT',
    source: { kind: 'EVENT', code: 'PRODUCT_APPROVED' },
    id: { title: 'Produk disetujui', body: '3 produk baru Anda sudah tayang dan bisa dibeli pelanggan.' },
    en: { title: 'Products approved', body: '3 of your new products are live and can be bought.' },
    link: '/external/product/active/all',
    minutesAgo: 8 * day,
    read: true,
  },
  {
    category: 'PROMOTION',
    source: { kind: 'MANUAL', code: 'demo-free-shipping' },
    id: { title: 'Gratis ongkir untuk toko Anda', body: 'Toko Anda terpilih untuk program gratis ongkir bulan ini.' },
    en: { title: 'Free shipping for your store', body: 'Your store was chosen for this month’s free shipping programme.' },
    link: null,
    minutesAgo: 12 * day,
    read: true,
  },
];

/** The demo accounts that find notifications, and their store. */
const demoRecipients = [
  { username: 'seller@demo.test', storeCode: 'DEMO-60001' },
  { username: 'staff@demo.test', storeCode: 'DEMO-60001' },
  { username: 'mpp@demo.test', storeCode: 'DEMO-60009' },
  { username: 'announcement@demo.test', storeCode: 'DEMO-60006' },
  // The store only the notification center's flows use (db/seed-demo.ts).
  { username: 'notify@demo.test', storeCode: 'DEMO-60010' },
  { username: 'notifystaff@demo.test', storeCode: 'DEMO-60010' },
] as const;

/** Writes the demo notifications (with their counters) for each demo seller that has none yet. */
export async function seedDemoNotifications(repository: NotificationRepository, now: Date): Promise<void> {
  for (const recipient of demoRecipients) {
    const userId = await repository.userIdOf(recipient.username);
    if (!userId || (await repository.hasAny(userId, recipient.storeCode))) continue;
    // Oldest first, so ids grow with time as they do when delivered.
    const rows: NewNotificationRow[] = [...demoNotifications]
      .sort((a, b) => b.minutesAgo - a.minutesAgo)
      .map((n) => {
        const createdAt = new Date(now.getTime() - n.minutesAgo * 60_000);
        return {
          userId,
          storeCode: recipient.storeCode,
          category: n.category,
          sourceKind: n.source.kind,
          sourceCode: n.source.code,
          deliveryId: randomUUID(),
          titleId: n.id.title,
          bodyId: n.id.body,
          titleEn: n.en.title,
          bodyEn: n.en.body,
          link: n.targets?.[recipient.storeCode] ?? n.link,
          createdAt,
          readAt: n.read ? new Date(createdAt.getTime() + 30 * 60_000) : null,
        };
      });
    await repository.insertMany(rows, async () => undefined);
  }
}

/**
 * Called by the orders' demo once a store's demo orders exist: its demo ORDER notifications name and open a real
 * order (the newest new one, a delivered one for the return request) instead of the list.
 */
export async function retargetDemoOrderNotifications(
  db: AppDatabase,
  storeCode: string,
  orders: { newOrder?: { orderNumber: string; customerName: string }; delivered?: string },
): Promise<void> {
  const repository = new NotificationRepository(db);
  const link = (orderNumber: string) => `/order-list/${encodeURIComponent(orderNumber)}`;
  if (orders.newOrder) {
    const { orderNumber, customerName } = orders.newOrder;
    await repository.retargetDemo(storeCode, 'ORDER_CREATED', {
      link: link(orderNumber),
      titleId: `Pesanan baru dari ${customerName}`,
      bodyId: `${orderNumber}: kirim sebelum batas waktunya agar tidak dibatalkan otomatis.`,
      titleEn: `New order from ${customerName}`,
      bodyEn: `${orderNumber}: ship it before its deadline so that it is not cancelled automatically.`,
    });
  }
  if (orders.delivered) {
    await repository.retargetDemo(storeCode, 'ORDER_RETURN_REQUESTED', {
      link: link(orders.delivered),
      titleId: 'Permintaan pengembalian',
      bodyId: `Pelanggan mengajukan pengembalian untuk ${orders.delivered}. Tanggapi dalam 2 hari.`,
      titleEn: 'Return requested',
      bodyEn: `A customer asked to return ${orders.delivered}. Respond within 2 days.`,
    });
  }
}
