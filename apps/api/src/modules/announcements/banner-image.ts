import { announcementLimits } from '@seller-portal/contracts/announcements';
import { declaresTooManyPixels } from '../shared/image-size';

export type BannerImage = { kind: 'url'; url: string } | { kind: 'upload'; mimeType: string; base64: string };

const dataUrl = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes each accepted type starts with: the declared type must be what the bytes are. */
function isOfType(bytes: Buffer, mimeType: string): boolean {
  switch (mimeType) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      return false;
  }
}

/**
 * A banner given as an https URL, or uploaded as a data URL of a PNG, JPEG or WebP image of at most
 * `announcementLimits.bannerImageMaxBytes` whose header declares no more pixels than a browser shows at ease
 * (`declaresTooManyPixels`); anything else is 'invalid' (ANNOUNCEMENT_BANNER_INVALID).
 */
export function parseBannerImage(value: string): BannerImage | 'invalid' {
  const upload = dataUrl.exec(value);
  if (upload) {
    const [, mimeType, base64] = upload;
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0 || bytes.length > announcementLimits.bannerImageMaxBytes || !isOfType(bytes, mimeType) || declaresTooManyPixels(bytes))
      return 'invalid';
    return { kind: 'upload', mimeType, base64: bytes.toString('base64') };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { kind: 'url', url: url.toString() } : 'invalid';
  } catch {
    return 'invalid';
  }
}
