import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { code128Patterns } from '../../src/modules/orders/code128';

/** What a scanner and a reader find on one page of a label PDF. */
export interface LabelPage {
  /** The Code 128 barcode read back from its bars, or null when the page has none. */
  barcode: string | null;
  /** The dark modules of the QR code, row by row ('1' dark), or null when the page has none. */
  qrRows: string[] | null;
  /** The QR code read back (`decodeQr`), or null when the page has none. */
  qr: string | null;
  /** Every text the page shows. */
  texts: string[];
}

type Rect = { x: number; y: number; w: number; h: number };

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '')).join('\n');
}

/** The values of the symbols the widths spell, each checked against the table; throws on a symbol no table has. */
function symbolsOf(widths: number[]): number[] {
  const values: number[] = [];
  for (let at = 0; at < widths.length;) {
    const stopWidths = widths.slice(at, at + 7).join('');
    if (stopWidths === code128Patterns[106]) {
      values.push(106);
      at += 7;
      continue;
    }
    const value = code128Patterns.indexOf(widths.slice(at, at + 6).join(''));
    if (value < 0) throw new Error(`no Code 128 symbol at element ${at}: ${widths.slice(at, at + 6).join('')}`);
    values.push(value);
    at += 6;
  }
  return values;
}

/** Reads Code 128 as a scanner does: start code, code sets B and C with their switches, the checksum, the stop. */
export function decodeCode128(widths: number[]): string {
  const values = symbolsOf(widths);
  if (values.at(-1) !== 106) throw new Error('no stop pattern');
  const data = values.slice(0, -2);
  const checksum = data.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  if (checksum !== values.at(-2)) throw new Error(`checksum ${values.at(-2)} where ${checksum} was due`);
  let set = data[0] === 104 ? 'B' : data[0] === 105 ? 'C' : null;
  if (!set) throw new Error(`start ${data[0]} is neither B nor C`);
  let text = '';
  for (const value of data.slice(1)) {
    if (set === 'C' && value === 100) set = 'B';
    else if (set === 'B' && value === 99) set = 'C';
    else if (set === 'C') text += String(value).padStart(2, '0');
    else text += String.fromCharCode(value + 32);
  }
  return text;
}

/**
 * The barcode as a scanner sees it: the filled rectangles of one height standing on one line are the bars; the gaps
 * between them the spaces; every width divided by the narrowest element.
 */
function readBarcode(rects: Rect[]): string | null {
  const rows = new Map<string, Rect[]>();
  for (const rect of rects) {
    if (rect.h < rect.w * 4) continue;
    const key = `${rect.y.toFixed(2)}:${rect.h.toFixed(2)}`;
    rows.set(key, [...(rows.get(key) ?? []), rect]);
  }
  const bars = [...rows.values()].sort((a, b) => b.length - a.length)[0];
  if (!bars || bars.length < 10) return null;
  bars.sort((a, b) => a.x - b.x);
  const elements: number[] = [];
  bars.forEach((bar, index) => {
    if (index > 0) elements.push(bar.x - (bars[index - 1].x + bars[index - 1].w));
    elements.push(bar.w);
  });
  const module = Math.min(...elements);
  return decodeCode128(elements.map((width) => Math.round(width / module)));
}

/** The QR code's modules: the rectangles of the height of its narrowest one, laid on a grid of that size. */
function readQr(rects: Rect[]): string[] | null {
  const squares = rects.filter((rect) => rect.h < rect.w * 4 && rect.h <= rect.w + 0.01);
  if (squares.length < 20) return null;
  const module = Math.min(...squares.map((rect) => rect.h));
  const left = Math.min(...squares.map((rect) => rect.x));
  const top = Math.max(...squares.map((rect) => rect.y + rect.h));
  const size = Math.round((Math.max(...squares.map((rect) => rect.x + rect.w)) - left) / module);
  const grid = Array.from({ length: size }, () => Array<string>(size).fill('0'));
  for (const rect of squares) {
    const row = Math.round((top - rect.y - rect.h) / module);
    const first = Math.round((rect.x - left) / module);
    for (let col = first; col < first + Math.round(rect.w / module); col++) grid[row][col] = '1';
  }
  return grid.map((row) => row.join(''));
}

/** Reads a label PDF back, page by page: the barcode decoded from its bars, the QR code's modules, the texts. */
export async function readLabelPdf(bytes: Uint8Array): Promise<LabelPage[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const content = contentOf(page);
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map(([, x, y, w, h]) => ({ x: +x, y: +y, w: +w, h: +h }));
    const texts = [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'));
    const qrRows = readQr(rects);
    return { barcode: readBarcode(rects), qrRows, qr: qrRows && decodeQr(qrRows), texts };
  });
}

const qrMasks: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];
/** Data codewords of versions 1 and 2 (one block each) by error correction level L, M, Q, H. */
const qrDataCodewords: Record<number, number[]> = { 1: [19, 16, 13, 9], 2: [34, 28, 22, 16] };
const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Whether a module belongs to a finder, separator, format, timing or alignment pattern (versions 1 and 2). */
function isFunctionModule(size: number, row: number, col: number): boolean {
  if ((row < 9 && col < 9) || (row < 9 && col >= size - 8) || (row >= size - 8 && col < 9)) return true;
  if (row === 6 || col === 6) return true;
  return size === 25 && row >= 16 && row <= 20 && col >= 16 && col <= 20;
}

/** The bits of one reading (mask applied) in the standard's zigzag order, two columns at a time from the right. */
function qrBits(rows: string[], mask: (i: number, j: number) => boolean): number[] {
  const size = rows.length;
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const col of [right, right - 1]) {
        if (isFunctionModule(size, row, col)) continue;
        bits.push(Number(rows[row][col] === '1') ^ Number(mask(row, col)));
      }
    }
    upward = !upward;
  }
  return bits;
}

/** The text of the data bits (numeric, alphanumeric and byte segments), or null when they are not a valid stream. */
function qrText(bits: number[], dataCodewords: number): string | null {
  const capacity = dataCodewords * 8;
  let at = 0;
  const read = (n: number) => {
    if (at + n > capacity) throw new RangeError('past the data');
    let value = 0;
    for (let k = 0; k < n; k++) value = value * 2 + bits[at++];
    return value;
  };
  let text = '';
  try {
    while (capacity - at >= 4) {
      const mode = read(4);
      if (mode === 0) break;
      if (mode === 1) {
        let count = read(10);
        for (; count >= 3; count -= 3) text += String(read(10)).padStart(3, '0');
        if (count === 2) text += String(read(7)).padStart(2, '0');
        if (count === 1) text += String(read(4));
      } else if (mode === 2) {
        let count = read(9);
        for (; count >= 2; count -= 2) {
          const pair = read(11);
          text += alphanumeric[Math.floor(pair / 45)] + alphanumeric[pair % 45];
        }
        if (count === 1) text += alphanumeric[read(6)];
      } else if (mode === 4) {
        const count = read(8);
        text += Buffer.from(Array.from({ length: count }, () => read(8))).toString('latin1');
      } else return null;
    }
  } catch {
    return null;
  }
  // After the terminator: zeros to the byte, then the pad codewords 0xEC and 0x11 in turn.
  at = Math.min(capacity, Math.ceil(at / 8) * 8);
  for (let pad = 0; at < capacity; pad++) if (read(8) !== (pad % 2 === 0 ? 0xec : 0x11)) return null;
  return text;
}

/**
 * Reads a QR code of version 1 or 2 (an order number's size) as a scanner does, from its modules: each mask and
 * error correction level is tried, and the one reading whose data stream is well formed and padded is the text.
 */
export function decodeQr(rows: string[]): string | null {
  const version = (rows.length - 17) / 4;
  const levels = qrDataCodewords[version];
  if (!levels) throw new Error(`QR version ${version} is beyond this reader`);
  const readings = new Set<string>();
  for (const mask of qrMasks) {
    const bits = qrBits(rows, mask);
    for (const dataCodewords of levels) {
      const text = qrText(bits, dataCodewords);
      if (text) readings.add(text);
    }
  }
  if (readings.size !== 1) throw new Error(`the QR code reads as ${readings.size} texts`);
  return [...readings][0];
}
