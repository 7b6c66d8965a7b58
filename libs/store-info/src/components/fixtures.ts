import type { StoreInfo } from '@seller-portal/contracts/store-info';

/** The demo store as GET bp/store answers it, for the stories and tests. */
export const demoStoreInfo: StoreInfo = {
  code: 'DEMO-60001',
  name: 'Toko Demo Sejahtera',
  logoUrl: null,
  description: 'Perlengkapan rumah tangga, dapur dan elektronik kecil dengan garansi resmi.',
  contactPhone: '+6281234567890',
  contactEmail: 'halo@tokodemosejahtera.test',
  businessTypes: [],
  legal: { name: 'Toko Demo Sejahtera', businessType: 'CV', npwpNumber: '012345678901000', ownerName: 'Sari Penjual', ownerKtpNumber: '••••••••••••8901' },
  owner: { name: 'Sari Penjual', email: 'seller@demo.test', phoneNumber: '+6281234567890' },
  identityVerification: 'FRAUD_PASS',
  onboardingStatus: 'ONBOARD',
  postliveStatus: 'APPROVED',
  postliveReviewId: '7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a01',
  dataChange: null,
  createdAt: Date.UTC(2026, 0, 5),
};
