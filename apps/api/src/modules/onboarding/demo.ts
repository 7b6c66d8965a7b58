import type { StoreReviewChange } from '@seller-portal/contracts/store-reviews';
import type { AppDatabase } from '../../db/open-database';
import { demoStore } from '../../db/seed-demo';
import { seedDemoReviews } from '../store-reviews';
import { OnboardingRepository } from './repository';

/** A new store whose onboarding waits in the review queue (no account is its member: staff only read it). */
export const demoReviewStore = { code: 'DEMO-60031', name: 'Toko Demo Tinjauan' } as const;

const waitingSubmission = {
  storeDetails: {
    storeName: demoReviewStore.name,
    description: 'Batik tulis dan cap dari Pekalongan, dijahit sendiri.',
    category: 'FASHION',
    phoneNumber: '+6285712345678',
  },
  pickupAddress: {
    pickupPointName: 'Rumah Produksi Pekalongan',
    address: 'Jl. Hayam Wuruk No. 12, Kauman',
    provinceCode: 'ID-JT',
    city: 'Pekalongan',
    postalCode: '51128',
  },
  documents: { ownerName: 'Tini Pembatik', ktpNumber: '3375014506880002', npwpNumber: '098765432109000' },
};

const changesOf = (steps: Record<string, Record<string, string>>): StoreReviewChange[] =>
  Object.entries(steps).flatMap(([group, values]) => Object.entries(values).map(([field, after]) => ({ group, field, before: null, after })));

const groupOf = { storeDetails: 'STORE_DETAILS', pickupAddress: 'PICKUP_ADDRESS', documents: 'DOCUMENTS' } as const;

/**
 * The review queue's onboarding items: the demo store's submission, approved when it went live, and Toko Demo
 * Tinjauan's, waiting for staff. Fixed ids keep a second seeding from adding them again.
 */
export async function seedOnboardingDemo(db: AppDatabase, now: Date): Promise<void> {
  const day = 24 * 60 * 60_000;
  await new OnboardingRepository(db).insertDemoSubmission(demoReviewStore, waitingSubmission, new Date(now.getTime() - day));
  await seedDemoReviews(db, [
    {
      id: '7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a01',
      kind: 'ONBOARDING',
      storeCode: demoStore.code,
      status: 'APPROVED',
      changes: changesOf({
        STORE_DETAILS: { storeName: demoStore.name, description: 'Perlengkapan rumah tangga dan dapur.', category: 'HOME', phoneNumber: '+6281234567890' },
        PICKUP_ADDRESS: {
          pickupPointName: 'Gudang Jakarta Barat',
          address: 'Jl. Daan Mogot No. 10',
          provinceCode: 'ID-JK',
          city: 'Jakarta Barat',
          postalCode: '11470',
        },
        DOCUMENTS: { ownerName: 'Sari Penjual', ktpNumber: '3174012345678901', npwpNumber: '012345678901000' },
      }),
      createdAt: new Date(now.getTime() - 120 * day),
      decidedAt: new Date(now.getTime() - 119 * day),
    },
    {
      id: '7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a02',
      kind: 'ONBOARDING',
      storeCode: demoReviewStore.code,
      status: 'WAITING',
      changes: changesOf(
        Object.fromEntries(
          Object.entries(waitingSubmission).map(([step, values]) => [groupOf[step as keyof typeof groupOf], values as Record<string, string>]),
        ),
      ),
      createdAt: new Date(now.getTime() - day),
    },
  ]);
}
