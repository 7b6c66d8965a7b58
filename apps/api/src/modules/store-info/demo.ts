import type { AppDatabase } from '../../db/open-database';
import { demoStore } from '../../db/seed-demo';
import { StoreInfoRepository } from './repository';

/** The demo store's profile and legal data, so /store/info shows a complete store; a profile already set stays. */
export async function seedStoreInfoDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new StoreInfoRepository(db);
  if (await repository.profile(demoStore.code)) return;
  await repository.saveProfile(
    demoStore.code,
    {
      description: 'Perlengkapan rumah tangga, dapur dan elektronik kecil dengan garansi resmi. Pesanan sebelum pukul 14.00 WIB dikirim di hari yang sama.',
      contactPhone: '+6281234567890',
      contactEmail: 'halo@tokodemosejahtera.test',
    },
    now,
  );
  await repository.applyLegal(
    demoStore.code,
    { businessType: 'CV', npwpNumber: '012345678901000', ownerName: 'Sari Penjual', ownerKtpNumber: '3174012345678901' },
    now,
  );
}
