import { deflateSync } from 'node:zlib';

/** A PNG of `width`×`height` whose every pixel `colourAt` draws (the demo identity photos; no image file in the repository). */
export function drawnPng(width: number, height: number, colourAt: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const rows = Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, (_, x) => colourAt(x, y)).flat()]));
  return encodePng(width, height, Buffer.concat(rows));
}

/** A left-to-right gradient PNG between two colours (the demo banner; no image file in the repository). */
export function gradientPng(width: number, height: number, from: readonly number[], to: readonly number[]): Buffer {
  const pixels = Array.from({ length: width }, (_, x) => from.map((start, i) => Math.round(start + ((to[i] - start) * x) / Math.max(1, width - 1))));
  const row = Buffer.from([0, ...pixels.flat()]);
  return encodePng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** An 8-bit RGB PNG of the filtered rows (each row's filter byte, then its pixels). */
function encodePng(width: number, height: number, rows: Buffer): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour PNG (the demo photos; no image file in the repository). */
export function solidPng(width: number, height: number, colour: readonly [number, number, number]): Buffer {
  return gradientPng(width, height, colour, colour);
}
