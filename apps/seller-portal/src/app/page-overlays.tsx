import { shellQueryKeys } from '@seller-portal/contracts/core';
import { useDevice, useViewportClass } from '@seller-portal/app-runtime';
import { needsWebviewUpdate } from '@seller-portal/device-layout';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';

/** One overlay of the shell, loaded the first time it has something to show. */
function shellOverlay(name: 'AppBanner' | 'UpdateWebviewPopup'): ComponentType {
  return lazy(() => import('./shell-overlays').then((overlays) => ({ default: overlays[name] })));
}

const AppBanner = shellOverlay('AppBanner');
// The video modal brings the navigation rules (and so the module registry) with it.
const VideoOverlay = lazy(() => import('./video-overlay'));
const UpdateWebviewPopup = shellOverlay('UpdateWebviewPopup');

/** The download-app banner sits at the top of the page, in the slot the root layout keeps for it. */
function AppBannerSlot() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById('app-banner-slot')), []);
  return slot ? createPortal(<AppBanner />, slot) : null;
}

/**
 * The overlays of §2.8 that can show on any page: the download-app banner (mobile web), the video modal (the
 * video-modal query) and the update-webview popup (an old webview in the apps). Each loads only when it can
 * show; the banner and the popup decide the rest themselves (page, hide cookie, dismissal).
 */
export function PageOverlays() {
  const { search } = useLocation();
  const { userAgent, isApp } = useDevice();
  const viewport = useViewportClass();
  return (
    <Suspense fallback={null}>
      {viewport === 'mobile' && !isApp && <AppBannerSlot />}
      {new URLSearchParams(search).has(shellQueryKeys.videoModal) && <VideoOverlay />}
      {needsWebviewUpdate(userAgent) && <UpdateWebviewPopup />}
    </Suspense>
  );
}
