import type { FeatureModuleExports } from '@seller-portal/app-runtime';
import type { IdentityPhotoKind } from '@seller-portal/contracts/store-verification';

const intro = async () => ({ Component: (await import('./routes/IntroPage')).IntroPage });

const capture = (kind: IdentityPhotoKind) => async () => {
  const { CapturePage } = await import('./routes/CapturePage');
  return { Component: () => <CapturePage kind={kind} /> };
};

const qr = (kind: IdentityPhotoKind) => async () => {
  const { QrCapturePage } = await import('./routes/QrCapturePage');
  return { Component: () => <QrCapturePage kind={kind} /> };
};

/** The verification pages and the review's queue (paths relative to the app root; their metadata comes from the manifest). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'store/verification/identity', lazy: intro },
  { path: 'store/verification/identity/capture', lazy: capture('identity') },
  { path: 'store/verification/selfie/capture', lazy: capture('selfie') },
  { path: 'store/verification/identity/capture/qr', lazy: qr('identity') },
  { path: 'store/verification/selfie/capture/qr', lazy: qr('selfie') },
  { path: 'store/verification/review', lazy: async () => ({ Component: (await import('./routes/ReviewQueuePage')).ReviewQueuePage }) },
];
