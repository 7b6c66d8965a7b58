import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storeVerificationFeature } from '@seller-portal/contracts/store-verification';

// §2.7 the QR capture pages are public: the phone has no session, its token is the proof. Without a token the
// page is the desktop's QR code, whose calls need the owner's session (a 401 leads to sign-in as anywhere).
const qrPage = { public: true } as const;

/**
 * §4.5 identity verification (contracts' `storeVerificationFeature`): identity and selfie capture, the QR hand-off to
 * a phone, and the ID-verification modal beside the shell's pages (it decides for itself: session, config, cookie,
 * the modal queue, and loads its dialog only to show it), and internal staff's review of the photos.
 */
export const storeVerificationManifest = defineFeatureManifest(storeVerificationFeature, {
  routes: [
    { path: 'store/verification/identity' },
    { path: 'store/verification/identity/capture' },
    { path: 'store/verification/selfie/capture' },
    { path: 'store/verification/identity/capture/qr', meta: qrPage },
    { path: 'store/verification/selfie/capture/qr', meta: qrPage },
    // §4.5 internal staff's review of the photos (INTERNAL_IDENTITY-REVIEW), in the console and the portal.
    { path: 'store/verification/review', action: 'review' },
  ],
  load: () => import('./routes'),
  slots: [{ place: 'shell', samePass: true, load: () => import('./shell-slot') }],
});
