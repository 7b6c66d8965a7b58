import type { StorefrontSection } from '@seller-portal/contracts/storefront';
import { deflateSync } from 'node:zlib';
import type { AppDatabase } from '../../db/open-database';
import { StorefrontRepository } from './repository';

/** seller@demo.test's store, which shows a published storefront. */
export const storefrontDemo = { store: 'DEMO-60001', bannerImageId: '5f0c2a8e-3b1d-4c6a-9e2f-7a1b3c5d7e90' } as const;

/** A left-to-right gradient PNG between two colours (the demo banner; no image file in the repository). */
export function gradientPng(width: number, height: number, from: readonly number[], to: readonly number[]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Array.from({ length: width }, (_, x) => from.map((start, i) => Math.round(start + ((to[i] - start) * x) / Math.max(1, width - 1))));
  const row = Buffer.from([0, ...pixels.flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
