import type { IdentityPhotoKind } from '@seller-portal/contracts/store-verification';
import { useEffect, useRef, useState, type RefObject } from 'react';

export type CameraState = 'starting' | 'live' | 'unavailable';

/**
 * The device camera in `video` while `active`: the front camera for the selfie, the back one for the KTP. No camera,
 * no getUserMedia (plain http) or a refused permission all end in 'unavailable', where the page offers a file.
 */
export function useCamera(kind: IdentityPhotoKind, video: RefObject<HTMLVideoElement | null>, active: boolean): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    media
      .getUserMedia({
        video: { facingMode: kind === 'selfie' ? 'user' : { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then(async (opened) => {
        if (cancelled) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        const element = video.current;
        if (element) {
          element.srcObject = opened;
          await element.play().catch(() => undefined);
        }
        setState('live');
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [kind, video, active]);

  return active ? state : 'starting';
}
