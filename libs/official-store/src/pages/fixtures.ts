import type { OfficialStoreApplication, OfficialStoreReviewDetail, OfficialStoreStatus } from '@seller-portal/contracts/official-store';

const day = 86_400_000;
const at = Date.UTC(2026, 10, 20, 3);

/** A live, verified store that may apply: no application yet. */
export const eligible: OfficialStoreStatus = {
  official: false,
  term: null,
  renewalOpensAt: null,
  ineligible: { UPGRADE: [], RENEWAL: ['NOT_OFFICIAL'] },
  application: null,
};

export const inReview: OfficialStoreApplication = {
  id: 'a-1',
  kind: 'UPGRADE',
  status: 'IN_REVIEW',
  brandName: 'Sejahtera Home',
  trademarkNumber: 'IDM000812345',
  relationship: 'AUTHORISED_DISTRIBUTOR',
  documents: [
    { id: 'd-1', kind: 'TRADEMARK_CERTIFICATE', fileName: 'sertifikat-merek.pdf', mediaType: 'application/pdf', sizeBytes: 180_000, uploadedAt: at },
    { id: 'd-2', kind: 'BRAND_AUTHORISATION', fileName: 'surat-penunjukan.pdf', mediaType: 'application/pdf', sizeBytes: 95_000, uploadedAt: at },
  ],
  submittedAt: at,
  decidedAt: null,
  rejectionReason: null,
  termEnd: null,
};

/** An official store whose term ends in 20 days: its renewal is open. */
export const officialRenewing: OfficialStoreStatus = {
  official: true,
  term: { start: at - 345 * day, end: at + 20 * day },
  renewalOpensAt: at - 40 * day,
  ineligible: { UPGRADE: ['ALREADY_OFFICIAL'], RENEWAL: [] },
  application: { ...inReview, id: 'a-0', status: 'APPROVED', decidedAt: at - 345 * day, termEnd: at + 20 * day, relationship: 'BRAND_OWNER', documents: [] },
};

export const reviewDetail: OfficialStoreReviewDetail = {
  ...inReview,
  storeCode: 'DEMO-60001',
  storeName: 'Toko Demo Sejahtera',
  storeBusinessTypes: [],
  currentTermEnd: null,
  submittedBy: 'Sari Penjual',
  decidedBy: null,
};
