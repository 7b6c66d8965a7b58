import { crc32, inflateRawSync } from 'node:zlib';

/**
 * An XLSX is a ZIP package. Its central directory (at the end of the file) declares each part's packed and unpacked
 * size, so a package can be judged in a few microseconds before one byte of it is inflated or parsed.
 */
export interface PackageEntry {
  name: string;
  /** 0 stored, 8 deflated: the only two an XLSX uses. */
  method: number;
  crc32: number;
  compressedSize: number;
  /** The unpacked size the directory declares: a liar is caught when the part is inflated (`inflateEntry`). */
  size: number;
  localHeaderOffset: number;
}

export interface PackageLimits {
  entryMaxBytes: number;
  totalMaxBytes: number;
  entriesMax: number;
  inflateRatioMax: number;
}

/** `invalid`: not a ZIP package (or one this reader refuses to follow); `too-large`: more than the limits unpacked. */
export class PackageRefusal extends Error {
  constructor(readonly reason: 'invalid' | 'too-large') {
    super(`package ${reason}`);
  }
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const endOfDirectoryBytes = 22;
const maxCommentBytes = 0xffff;

/** The entries of the central directory, read without inflating anything; at most `entriesMax` of them. */
export function packageEntries(content: Buffer, entriesMax: number): PackageEntry[] {
  const end = findEndOfDirectory(content);
  if (end < 0) throw new PackageRefusal('invalid');
  const diskNumber = content.readUInt16LE(end + 4);
  const directoryDisk = content.readUInt16LE(end + 6);
  const count = content.readUInt16LE(end + 10);
  const directorySize = content.readUInt32LE(end + 12);
  const directoryOffset = content.readUInt32LE(end + 16);
  // A spanned or ZIP64 archive is never an XLSX of a few megabytes.
  if (diskNumber !== 0 || directoryDisk !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw new PackageRefusal('invalid');
  if (count > entriesMax) throw new PackageRefusal('too-large');
  if (directoryOffset + directorySize > end) throw new PackageRefusal('invalid');
  const entries: PackageEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== directoryEntrySignature) throw new PackageRefusal('invalid');
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    const entry: PackageEntry = {
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      method: content.readUInt16LE(at + 10),
      crc32: content.readUInt32LE(at + 16),
      compressedSize: content.readUInt32LE(at + 20),
      size: content.readUInt32LE(at + 24),
      localHeaderOffset: content.readUInt32LE(at + 42),
    };
    if (entry.method !== 0 && entry.method !== 8) throw new PackageRefusal('invalid');
    if (entry.method === 0 && entry.size !== entry.compressedSize) throw new PackageRefusal('invalid');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(content: Buffer): number {
  const lowest = Math.max(0, content.length - endOfDirectoryBytes - maxCommentBytes);
  for (let at = content.length - endOfDirectoryBytes; at >= lowest; at -= 1) {
    if (content.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  return -1;
}

/**
 * The declared sizes against the limits: a part above `entryMaxBytes`, all parts above `totalMaxBytes`, or a part
 * that unpacks more than `inflateRatioMax` times its packed size (only a bomb packs that well) is refused.
 */
export function judgePackage(entries: readonly PackageEntry[], limits: PackageLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > limits.entryMaxBytes || total > limits.totalMaxBytes) throw new PackageRefusal('too-large');
    // Parts of a few kilobytes (empty sheets, rels) may pack well without being a danger.
    if (entry.size > 64 * 1024 && entry.size > entry.compressedSize * limits.inflateRatioMax) throw new PackageRefusal('too-large');
  }
}

/** Where an entry's packed bytes lie, from its local header. */
function dataRange(content: Buffer, entry: PackageEntry): { start: number; end: number } {
  const at = entry.localHeaderOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== localHeaderSignature) throw new PackageRefusal('invalid');
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > content.length) throw new PackageRefusal('invalid');
  return { start, end };
}

/**
 * An entry unpacked, never to more than it declared: zlib stops at `maxOutputLength`, so a part that lies about its
 * size costs no more than its declared (and judged) size.
 */
export function inflateEntry(content: Buffer, entry: PackageEntry): Buffer {
  const { start, end } = dataRange(content, entry);
  const packed = content.subarray(start, end);
  if (entry.method === 0) return packed;
  let unpacked: Buffer;
  try {
    unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    throw new PackageRefusal((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'invalid');
  }
  if (unpacked.length !== entry.size) throw new PackageRefusal('invalid');
  return unpacked;
}

/**
 * A new package of the given entries only, in the given order, each stored with its checked sizes and no data
 * descriptor: what a streaming reader then walks is exactly what was judged, whatever else the upload held between
 * its local headers.
 */
export function repackage(content: Buffer, entries: readonly (PackageEntry | { name: string; stored: Buffer })[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of entries) {
    const entry: PackageEntry =
      'stored' in part
        ? { name: part.name, method: 0, crc32: crc32(part.stored), compressedSize: part.stored.length, size: part.stored.length, localHeaderOffset: -1 }
        : part;
    const source = 'stored' in part ? part.stored : content;
    const { start, end } = 'stored' in part ? { start: 0, end: part.stored.length } : dataRange(content, entry);
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(localHeaderSignature, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc32, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(directoryEntrySignature, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc32, 16);
    central.writeUInt32LE(entry.compressedSize, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, source.subarray(start, end));
    directory.push(central, name);
    offset += local.length + name.length + (end - start);
  }
  const directoryBytes = Buffer.concat(directory);
  const tail = Buffer.alloc(endOfDirectoryBytes);
  tail.writeUInt32LE(endOfDirectorySignature, 0);
  tail.writeUInt16LE(entries.length, 8);
  tail.writeUInt16LE(entries.length, 10);
  tail.writeUInt32LE(directoryBytes.length, 12);
  tail.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, tail]);
}
