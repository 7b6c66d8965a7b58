import type { ManualNotificationContent } from '@seller-portal/contracts/partner-notifications';
import type { ManualNotificationRepository, NewManualNotificationRow } from './repository';

const hour = 60 * 60_000;
const day = 24 * hour;
const author = 'internal@demo.test';

const message = (idTitle: string, idBody: string, enTitle: string, enBody: string) => ({
  id: { title: idTitle, body: idBody },
  en: { title: enTitle, body: enBody },
});

/** The demo notifications, one or more in each status, so the list and its filters look alive. */
export const demoManualNotificationIds = {
  sent: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a01',
  scheduled: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a02',
  draft: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a03',
  failed: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a04',
  cancelled: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a05',
  sentPromo: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a06',
} as const;

export async function seedDemoManualNotifications(repository: ManualNotificationRepository, now: Date): Promise<void> {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const base = (createdOffsetMs: number) => ({
    version: 1,
    createdBy: author,
    createdAt: at(createdOffsetMs),
    updatedBy: author,
    updatedAt: at(createdOffsetMs),
  });
  const shipping: ManualNotificationContent = {
    IN_APP: message(
      'Pembaruan kebijakan pengiriman',
      'Mulai 1 Desember, pesanan wajib dikirim dalam 2 hari kerja.',
      'Shipping policy update',
      'From 1 December, orders must be shipped within 2 working days.',
    ),
    EMAIL: message(
      'Kebijakan pengiriman baru mulai 1 Desember',
      'Halo Seller, mulai 1 Desember setiap pesanan wajib dikirim dalam 2 hari kerja. Pesanan yang terlambat dapat memengaruhi rating toko Anda.',
      'New shipping policy from 1 December',
      'Hello Seller, from 1 December every order must be shipped within 2 working days. Late orders may affect your store rating.',
    ),
  };
  const rows: NewManualNotificationRow[] = [
    {
      id: demoManualNotificationIds.sent,
      category: 'ORDER',
      link: '/order-list',
      content: shipping,
      audienceType: 'ALL',
      audienceValues: [],
      status: 'SENT',
      scheduledAt: at(-2 * day),
      sentAt: at(-2 * day),
      deliveryId: 'demo-delivery-shipping-policy',
      recipients: 9,
      byChannel: { IN_APP: { sent: 9, skippedByPreference: 0, failed: 0 }, EMAIL: { sent: 8, skippedByPreference: 1, failed: 0 } },
      ...base(-3 * day),
    },
    {
      id: demoManualNotificationIds.sentPromo,
      category: 'PROMOTION',
      link: null,
      content: {
        PUSH: message(
          'Iklan gratis minggu ini',
          'Dapatkan saldo iklan Rp100 ribu untuk toko resmi.',
          'Free ads this week',
          'Get Rp100 thousand of ads balance for official stores.',
        ),
      },
      audienceType: 'BUSINESS_TYPES',
      audienceValues: ['OFFICIAL'],
      status: 'SENT',
      scheduledAt: at(-5 * day),
      sentAt: at(-5 * day),
      deliveryId: 'demo-delivery-free-ads',
      recipients: 1,
      byChannel: { PUSH: { sent: 1, skippedByPreference: 0, failed: 0 } },
      ...base(-6 * day),
    },
    {
      id: demoManualNotificationIds.scheduled,
      category: 'PROMOTION',
      link: 'https://seller.example.com/promo/12-12',
      content: {
        IN_APP: message(
          'Ikuti Harbolnas 12.12',
          'Daftarkan produk Anda untuk Harbolnas 12.12 dan dapatkan potongan komisi.',
          'Join the 12.12 sale',
          'Register your products for the 12.12 sale and get a commission discount.',
        ),
        PUSH: message('Harbolnas 12.12 segera dimulai', 'Daftarkan produk Anda sekarang.', 'The 12.12 sale starts soon', 'Register your products now.'),
      },
      audienceType: 'BUSINESS_TYPES',
      audienceValues: ['OFFICIAL'],
      status: 'SCHEDULED',
      scheduledAt: at(3 * day),
      ...base(-1 * day),
    },
    {
      id: demoManualNotificationIds.draft,
      category: 'ANNOUNCEMENT',
      link: null,
      content: {
        IN_APP: message(
          'Pemeliharaan sistem',
          'Portal tidak dapat diakses pada Minggu pukul 01.00–03.00 WIB.',
          'System maintenance',
          'The portal is unavailable on Sunday from 01:00 to 03:00 WIB.',
        ),
      },
      audienceType: 'STORE_CODES',
      audienceValues: ['DEMO-60001', 'DEMO-60009'],
      status: 'DRAFT',
      ...base(-2 * hour),
    },
    {
      id: demoManualNotificationIds.failed,
      category: 'ACCOUNT',
      link: '/settings/notification',
      content: {
        WHATSAPP: message(
          'Aktifkan notifikasi WhatsApp',
          'Terima kabar pesanan lewat WhatsApp. Aktifkan di pengaturan notifikasi.',
          'Turn on WhatsApp notifications',
          'Get order news on WhatsApp. Turn it on in the notification settings.',
        ),
      },
      audienceType: 'STORE_CODES',
      audienceValues: ['DEMO-60002'],
      status: 'FAILED',
      scheduledAt: at(-1 * day),
      failureReason: 'NO_RECIPIENTS',
      ...base(-1 * day - hour),
    },
    {
      id: demoManualNotificationIds.cancelled,
      category: 'PRODUCT',
      link: null,
      content: {
        EMAIL: message(
          'Batas unggah foto produk',
          'Foto produk kini boleh berukuran hingga 5 MB.',
          'Product photo upload limit',
          'Product photos may now be up to 5 MB.',
        ),
      },
      audienceType: 'ALL',
      audienceValues: [],
      status: 'CANCELLED',
      scheduledAt: at(2 * day),
      ...base(-4 * day),
    },
  ];
  await repository.seed(rows);
}
