import { identityPhotoKinds, type IdentityPhotoKind, type StoreVerificationStatus } from '@seller-portal/contracts/store-verification';

/** §2.5 the pages of identity verification. */
export const verificationPaths = {
  intro: '/store/verification/identity',
  capture: (kind: IdentityPhotoKind) => `/store/verification/${kind}/capture`,
  /** §2.7 public with `?token=` (the phone); the desktop shows the QR code without it. */
  qr: (kind: IdentityPhotoKind) => `/store/verification/${kind}/capture/qr`,
} as const;

/** The first photo the store has not sent yet, in the order of the flow (KTP, then selfie); null once both are in. */
export function nextKindOf(status: Pick<StoreVerificationStatus, IdentityPhotoKind>): IdentityPhotoKind | null {
  return identityPhotoKinds.find((kind) => !status[kind]) ?? null;
}

export function stepOf(kind: IdentityPhotoKind): number {
  return identityPhotoKinds.indexOf(kind) + 1;
}
