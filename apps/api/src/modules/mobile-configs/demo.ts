import type { MobileConfigRepository, NewMobileConfigRow } from './repository';

/**
 * §3 the named mobile configs: the notification pages of the apps (general and manual notifications) and the
 * partner notification UI config, whose ruleFieldNames and debugResolutions the event pages read.
 */
export const demoMobileConfigs: readonly { key: string; description: string; value: unknown }[] = [
  {
    key: 'generalNotifPage',
    description: "The apps' notification page: tabs, page size and what a tap opens.",
    value: {
      enabled: true,
      pageSize: 20,
      tabs: [
        { code: 'ALL', label: { id: 'Semua', en: 'All' } },
        { code: 'ORDER', label: { id: 'Pesanan', en: 'Orders' } },
        { code: 'PROMO', label: { id: 'Promo', en: 'Promotions' } },
        { code: 'INFO', label: { id: 'Info', en: 'Info' } },
      ],
      openInWebview: ['/announcement', '/notification'],
    },
  },
  {
    key: 'manualNotifPage',
    description: 'Manual notifications in the apps: whether they show, and their banner.',
    value: { enabled: true, pageSize: 10, showBanner: true, bannerAspectRatio: '16:9', maxTitleLength: 80 },
  },
  {
    key: 'partnersNotificationUIconfig',
    description: 'The partner notification pages: the rule fields an event can target, and how a debug run names its results.',
    value: {
      ruleFieldNames: {
        STORE: { id: 'Toko', en: 'Store' },
        BUSINESS_TYPE: { id: 'Jenis bisnis', en: 'Business type' },
        CATEGORY: { id: 'Kategori', en: 'Category' },
      },
      debugResolutions: {
        MATCHED: { id: 'Aturan cocok', en: 'Rule matched' },
        NOT_MATCHED: { id: 'Aturan tidak cocok', en: 'Rule not matched' },
        TEMPLATE_RESOLVED: { id: 'Template ditemukan', en: 'Template resolved' },
        TEMPLATE_MISSING: { id: 'Template tidak ada', en: 'Template missing' },
      },
    },
  },
];

export async function seedDemoMobileConfigs(repository: MobileConfigRepository, now: Date): Promise<void> {
  const rows: NewMobileConfigRow[] = demoMobileConfigs.map((config) => ({
    key: config.key,
    valueType: 'JSON',
    value: JSON.stringify(config.value, null, 2),
    description: config.description,
    version: 1,
    updatedBy: 'internal@demo.test',
    updatedAt: now,
  }));
  await repository.seed(rows);
}
