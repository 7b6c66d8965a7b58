import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

// The owner's own pages; whether the store still waits for photos is the server's answer, shown by the page.
const ownerPage: RouteMeta = { mode: 'STORE', resetScroll: true };
// §2.7 the QR capture pages are public: the phone has no session, its token is the proof. Without a token the
// page is the desktop's QR code, whose calls need the owner's session (a 401 leads to sign-in as anywhere).
const qrPage: RouteMeta = { public: true, resetScroll: true };

/** §4.5 identity verification: the ID-verification modal, identity and selfie capture, and the QR hand-off to a phone. */
export const storeVerificationManifest: FeatureManifest = {
  name: 'store-verification',
  prefixes: ['/store/verification'],
  apps: ['portal'],
  routes: [
    { path: 'store/verification/identity', meta: ownerPage },
    { path: 'store/verification/identity/capture', meta: ownerPage },
    { path: 'store/verification/selfie/capture', meta: ownerPage },
    { path: 'store/verification/identity/capture/qr', meta: qrPage },
    { path: 'store/verification/selfie/capture/qr', meta: qrPage },
  ],
  shortcuts: [],
  i18nNamespace: 'store-verification',
  load: () => import('./routes'),
};
