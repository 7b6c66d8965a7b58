// A module of its own: config.ts is part of every page's first load, and only the photo capture pages resize.

/** How the browser shrinks a photo before sending it: the longest edge in pixels and the JPEG quality (0–1). */
export interface ResizeImageConfig {
  maxEdge: number;
  quality: number;
}

export const defaultResizeImage: ResizeImageConfig = { maxEdge: 1600, quality: 0.85 };

/**
 * §3 config `seller-resize-image`: 'true' resizes with the defaults; a JSON object `{"maxEdge":1280,"quality":0.8}`
 * sets either (an edge of 320–8000 px, a quality above 0 up to 1); anything else, unparseable included, is no resize.
 */
export function parseResizeImageConfig(raw: string | undefined | null): ResizeImageConfig | null {
  if (!raw) return null;
  if (raw.trim() === 'true') return defaultResizeImage;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { maxEdge = defaultResizeImage.maxEdge, quality = defaultResizeImage.quality } = parsed as Record<string, unknown>;
    if (typeof maxEdge !== 'number' || !Number.isInteger(maxEdge) || maxEdge < 320 || maxEdge > 8000) return null;
    if (typeof quality !== 'number' || !(quality > 0 && quality <= 1)) return null;
    return { maxEdge, quality };
  } catch {
    return null;
  }
}
