import { shellQueryKeys } from '@seller-portal/contracts/core';
import { useDevice } from '@seller-portal/app-runtime';
import { needsWebviewUpdate } from '@seller-portal/device-layout';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** One overlay of the shell, loaded the first time it has something to show. */
function shellOverlay(name: 'UpdateWebviewPopup'): ComponentType {
  return lazy(() => import('./shell-overlays').then((overlays) => ({ default: overlays[name] })));
}

// The video modal brings the navigation rules (and so the module registry) with it.
const VideoOverlay = lazy(() => import('./video-overlay'));
const UpdateWebviewPopup = shellOverlay('UpdateWebviewPopup');

/**
 * The overlays of §2.8 that can show on any page: the video modal (the video-modal query) and the update-webview
 * popup (an old webview in the apps); the download-app banner has its place in the root layout. Each loads only
 * when it can show; the popup decides the rest itself (dismissal).
 */
export function PageOverlays() {
  const { search } = useLocation();
  const { userAgent } = useDevice();
  return (
    <Suspense fallback={null}>
      {new URLSearchParams(search).has(shellQueryKeys.videoModal) && <VideoOverlay />}
      {needsWebviewUpdate(userAgent) && <UpdateWebviewPopup />}
    </Suspense>
  );
}
