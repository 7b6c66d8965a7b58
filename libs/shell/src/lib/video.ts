import { shellQueryKeys } from '@seller-portal/contracts/core';

/** §2.8 the query that opens the video modal. */
export const videoModalQueryKey = shellQueryKeys.videoModal;

export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * What `?video-modal=` points at: a YouTube video id or URL (played in the privacy-enhanced embed), a
 * Vimeo URL, or an https video file. Anything else (another scheme, a page) is not played.
 */
export function videoSourceOf(value: string | null | undefined): VideoSource | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (youtubeId.test(raw)) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${raw}?autoplay=1&rel=0` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname.startsWith('/embed/') || url.pathname.startsWith('/shorts/') ? url.pathname.split('/')[2] : url.searchParams.get('v');
    return id && youtubeId.test(id) ? videoSourceOf(id) : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return youtubeId.test(id) ? videoSourceOf(id) : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean).pop();
    return id && /^\d+$/.test(id) ? { kind: 'embed', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } : null;
  }
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'file', src: url.href };
  return null;
}
