import type { EventTemplates } from '@seller-portal/contracts/partner-notifications';
import type { EventRepository, EventSnapshot, NewDeliveryRow } from './repository';

const message = (title: string, body: string) => ({ title, body });

/** The demo events: active and inactive, of several types, with rules of each kind and templates on each channel. */
export const demoEvents: readonly {
  code: string;
  name: string;
  type: string;
  status: string;
  description: string;
  rules: [string, string][];
  templates: EventTemplates;
}[] = [
  {
    code: 'ORDER_PAID',
    name: 'Pesanan dibayar',
    type: 'ORDER',
    status: 'ACTIVE',
    description: 'Pembeli sudah membayar pesanan: toko perlu mengemas dan mengirimnya.',
    rules: [
      ['STORE', 'DEMO-60001'],
      ['STORE', 'DEMO-60009'],
      ['CATEGORY', 'FASHION'],
    ],
    templates: {
      IN_APP: {
        id: message('Pesanan {{orderNumber}} sudah dibayar', 'Halo {{storeName}}, {{customerName}} sudah membayar {{totalAmount}}. Segera kemas pesanannya.'),
        en: message('Order {{orderNumber}} is paid', 'Hi {{storeName}}, {{customerName}} has paid {{totalAmount}}. Pack the order soon.'),
        link: '/order-list',
      },
      EMAIL: {
        id: message(
          'Pesanan {{orderNumber}} sudah dibayar',
          'Halo {{storeName}},\n\n{{customerName}} sudah membayar pesanan {{orderNumber}} sebesar {{totalAmount}} pada {{orderDate}}.',
        ),
        en: message('Order {{orderNumber}} is paid', 'Hi {{storeName}},\n\n{{customerName}} paid order {{orderNumber}} of {{totalAmount}} on {{orderDate}}.'),
      },
      PUSH: {
        id: message('Pesanan baru dibayar', '{{orderNumber}} · {{totalAmount}}'),
        en: message('New paid order', '{{orderNumber}} · {{totalAmount}}'),
        link: '/order-list',
      },
    },
  },
  {
    code: 'SETTLEMENT_SENT',
    name: 'Dana dicairkan',
    type: 'PAYMENT',
    status: 'ACTIVE',
    description: 'Pencairan dana mingguan dikirim ke rekening bank toko.',
    rules: [
      ['BUSINESS_TYPE', 'OFFICIAL'],
      ['STORE', 'DEMO-60001'],
    ],
    templates: {
      IN_APP: {
        id: message('Dana {{amount}} dicairkan', 'Pencairan {{referenceNumber}} tiba di rekening Anda pada {{settlementDate}}.'),
        en: message('{{amount}} is on its way', 'Settlement {{referenceNumber}} reaches your account on {{settlementDate}}.'),
      },
      WHATSAPP: {
        id: message('Pencairan dana', 'Halo {{storeName}}, dana {{amount}} ({{referenceNumber}}) dicairkan pada {{settlementDate}}.'),
        en: message('Settlement', 'Hi {{storeName}}, {{amount}} ({{referenceNumber}}) is paid out on {{settlementDate}}.'),
      },
    },
  },
  {
    code: 'PRODUCT_REJECTED',
    name: 'Produk ditolak',
    type: 'PRODUCT',
    status: 'ACTIVE',
    description: 'Produk tidak lolos peninjauan.',
    rules: [
      ['CATEGORY', 'ELECTRONICS'],
      ['CATEGORY', 'FASHION'],
    ],
    templates: {
      IN_APP: {
        id: message('{{productName}} ditolak', 'Produk {{productSku}} ditolak: {{reason}}. Perbaiki lalu ajukan lagi.'),
        en: message('{{productName}} was rejected', 'Product {{productSku}} was rejected: {{reason}}. Fix it and submit it again.'),
      },
    },
  },
  {
    code: 'PROMO_INVITATION',
    name: 'Undangan promo',
    type: 'PROMOTION',
    status: 'INACTIVE',
    description: 'Mengundang toko untuk ikut kampanye marketplace.',
    rules: [['BUSINESS_TYPE', 'POWER_MERCHANT']],
    templates: {
      EMAIL: {
        id: message('Ikuti {{promoName}}', 'Diskon hingga {{discount}}, {{startDate}} – {{endDate}}. Daftarkan produk Anda sekarang.'),
        en: message('Join {{promoName}}', 'Up to {{discount}} off, {{startDate}} – {{endDate}}. Register your products now.'),
      },
    },
  },
  {
    code: 'DOCUMENT_EXPIRING',
    name: 'Dokumen segera kedaluwarsa',
    type: 'ACCOUNT',
    status: 'INACTIVE',
    description: 'Dokumen toko akan segera kedaluwarsa.',
    rules: [],
    templates: {},
  },
];

/** The demo stores' categories, which CATEGORY rules match. */
const demoStoreCategories = [
  { code: 'DEMO-60001', categories: ['FASHION', 'HOME'] },
  { code: 'DEMO-60006', categories: ['ELECTRONICS'] },
  { code: 'DEMO-60009', categories: ['FOOD'] },
];

const sent = (n: number) => ({ sent: n, skippedByPreference: 0, failed: 0 });

export async function seedDemoEvents(repository: EventRepository, now: Date): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const events: EventSnapshot[] = demoEvents.map((event, index) => ({
    event: {
      code: event.code,
      name: event.name,
      type: event.type,
      status: event.status,
      description: event.description,
      templates: event.templates,
      updatedBy: 'internal@demo.test',
      updatedById: null,
      createdAt: hoursAgo(72 + index),
      updatedAt: hoursAgo(24 + index),
    },
    rules: event.rules.map(([rulesType, ruleId]) => ({ rulesType, ruleId })),
  }));
  const deliveries: NewDeliveryRow[] = [
    {
      eventCode: 'ORDER_PAID',
      eventId: 'demo-order-1',
      storeCount: 2,
      recipients: 3,
      byChannel: { IN_APP: sent(3), EMAIL: sent(3), PUSH: sent(3) },
      createdAt: hoursAgo(20),
    },
    {
      eventCode: 'ORDER_PAID',
      eventId: 'demo-order-2',
      storeCount: 1,
      recipients: 2,
      byChannel: { IN_APP: sent(2), EMAIL: sent(2), PUSH: sent(2) },
      createdAt: hoursAgo(6),
    },
    {
      eventCode: 'SETTLEMENT_SENT',
      eventId: 'demo-settlement-1',
      storeCount: 2,
      recipients: 3,
      byChannel: { IN_APP: sent(3), WHATSAPP: sent(1) },
      createdAt: hoursAgo(30),
    },
    { eventCode: 'PRODUCT_REJECTED', eventId: 'demo-product-1', storeCount: 2, recipients: 3, byChannel: { IN_APP: sent(3) }, createdAt: hoursAgo(2) },
  ].map((delivery) => ({ ...delivery, deliveryIds: [], payload: {}, triggeredBy: 'marketplace' }));
  await repository.seed(events, deliveries, demoStoreCategories);
}
