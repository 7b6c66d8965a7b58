/**
 * A "pixel flood": a PNG of a few bytes whose header declares 60,000 × 60,000 pixels, which a browser would need
 * over 14 GB to decode. Only the header is changed, so every check by content still takes it for a PNG.
 */
export function pixelFloodPng(png: Buffer): Buffer {
  const flood = Buffer.from(png);
  flood.writeUInt32BE(60_000, 16);
  flood.writeUInt32BE(60_000, 20);
  return flood;
}
