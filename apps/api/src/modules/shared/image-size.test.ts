import { describe, expect, it } from 'vitest';
import { declaredImageSize, declaresTooManyPixels } from './image-size';

const png = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

/** A JPEG with an APP0 segment, then the frame header of `marker` (SOF0 baseline, SOF2 progressive). */
const jpeg = (width: number, height: number, marker = 0xc0) => {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(9)]);
  const frame = Buffer.from([0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.alloc(16)]);
};

const webp = (chunk: string, body: number[]) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from(chunk), Buffer.alloc(4), Buffer.from(body), Buffer.alloc(16)]);

describe('declaredImageSize: the size a header declares, read without decoding', () => {
  it.each([
    ['a PNG', png(640, 480), { width: 640, height: 480 }],
    ['a GIF', Buffer.from('GIF89a\x80\x02\xe0\x01\x00\x00\x00;', 'latin1'), { width: 640, height: 480 }],
    ['a baseline JPEG after its APP0 segment', jpeg(4000, 3000), { width: 4000, height: 3000 }],
    ['a progressive JPEG', jpeg(1200, 900, 0xc2), { width: 1200, height: 900 }],
    // VP8X: 24-bit width and height, each less one.
    ['an extended WebP', webp('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00]), { width: 640, height: 480 }],
    // VP8L: signature 0x2f, then 14 bits of width less one and 14 of height less one.
    ['a lossless WebP', webp('VP8L', [0x2f, 0x7f, 0xc2, 0x77, 0x00]), { width: 640, height: 480 }],
    ['a lossy WebP', webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), { width: 640, height: 480 }],
    ['a JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 0, 0, 0, 0, 0, 0, 0]), null],
    ['text', Buffer.from('not an image'), null],
  ])('%s', (_name, bytes, size) => {
    expect(declaredImageSize(bytes)).toEqual(size);
  });

  it.each([
    ['60,000 × 60,000 pixels', png(60_000, 60_000), true],
    ['a side over 16,384 pixels', png(20_000, 10), true],
    ['more than 50 megapixels', jpeg(9_000, 6_000), true],
    ['a 48-megapixel phone photo', jpeg(8_000, 6_000), false],
    ['no size at all', Buffer.from('not an image'), false],
  ])('declaresTooManyPixels: %s → %s', (_name, bytes, refused) => {
    expect(declaresTooManyPixels(bytes)).toBe(refused);
  });
});
