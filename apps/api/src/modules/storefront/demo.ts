import type { StorefrontSection } from '@seller-portal/contracts/storefront';
import type { AppDatabase } from '../../db/open-database';
import { StorefrontRepository } from './repository';
import { gradientPng } from '../shared/demo-png';

/** seller@demo.test's store, which shows a published storefront. */
export const storefrontDemo = { store: 'DEMO-60001', bannerImageId: '5f0c2a8e-3b1d-4c6a-9e2f-7a1b3c5d7e90' } as const;

const demoSections: StorefrontSection[] = [
  { id: 'demo-banner', type: 'BANNER', title: 'Promo akhir tahun', imageIds: [storefrontDemo.bannerImageId] },
  { id: 'demo-showcase', type: 'SHOWCASE', title: 'Produk unggulan', itemIds: ['ITEM-60001-001', 'ITEM-60001-004', 'ITEM-60001-006', 'ITEM-60001-016'] },
  { id: 'demo-categories', type: 'CATEGORIES', title: 'Kategori' },
  {
    id: 'demo-text',
    type: 'TEXT',
    title: 'Tentang toko kami',
    format: 'RICH',
    body: '<p>Kami menjual <strong>kopi, teh dan camilan Nusantara</strong> langsung dari petani dan perajin.</p><ul><li>Dikirim setiap hari kerja</li><li>Dikemas rapi dan aman</li></ul>',
  },
];

/** DEMO-60001's storefront, published once with its draft the same (written once: kept as the seller changes it). */
export async function seedStorefrontDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new StorefrontRepository(db);
  if (await repository.storefront(storefrontDemo.store)) return;
  await repository.insertBannerImage({
    id: storefrontDemo.bannerImageId,
    storeCode: storefrontDemo.store,
    mediaType: 'image/png',
    content: gradientPng(1200, 360, [3, 105, 161], [13, 148, 136]),
    createdAt: now,
  });
  await repository.saveDraft(storefrontDemo.store, demoSections, new Date(now.getTime() - 86_400_000));
  await repository.publish(storefrontDemo.store, null, new Date(now.getTime() - 86_400_000));
}
