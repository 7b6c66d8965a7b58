/**
 * The pixel size an uploaded image declares in its header, read from a few bytes and never by decoding it. The
 * server keeps images and browsers decode them (the reviewer's, the seller's, the customer's): a "pixel flood" of a
 * few kilobytes declaring 60,000 × 60,000 pixels would take gigabytes to show, so it is refused when it comes in.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** What a phone camera or a banner needs, with room to spare; far below what a browser struggles to decode. */
export const imageSizeLimits = { maxSide: 16_384, maxPixels: 50_000_000 } as const;

export function isWithinImageSizeLimits(size: ImageSize): boolean {
  return size.width <= imageSizeLimits.maxSide && size.height <= imageSizeLimits.maxSide && size.width * size.height <= imageSizeLimits.maxPixels;
}

/** The JPEG markers that start a frame (SOF0–15 but DHT, JPG and DAC): they carry the frame's height and width. */
const jpegFrameMarkers = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // The image data or its end before any frame header: no size declared.
    if (marker === 0xda || marker === 0xd9) return null;
    if (jpegFrameMarkers.has(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** The size declared by a PNG, JPEG, WebP or GIF header; null when the header declares none a reader could use. */
export function declaredImageSize(bytes: Buffer): ImageSize | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes);
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpSize(bytes);
  return null;
}

/**
 * Whether an image's header declares more pixels than the limits. A header without a size a reader could use is
 * not refused here: no browser can draw such an image either, so it costs nobody memory.
 */
export function declaresTooManyPixels(bytes: Buffer): boolean {
  const size = declaredImageSize(bytes);
  return size !== null && !isWithinImageSizeLimits(size);
}
