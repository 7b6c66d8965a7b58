import { describe, expect, it } from 'vitest';
import { zipPackage } from '../../../test/support/zip-package';
import { inflateEntry, judgePackage, packageEntries, PackageRefusal, repackage } from './xlsx-package';

const limits = { entryMaxBytes: 1_000_000, totalMaxBytes: 1_500_000, entriesMax: 5, inflateRatioMax: 100 };
/** Text that packs about as well as a sheet does (not a hundred times). */
const varied = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 8) }, (_, n) => `<v>${(n * 7919) % 100_000}</v>`.padEnd(8))
    .join('')
    .slice(0, bytes);

describe('the ZIP directory of an upload, judged before anything is inflated', () => {
  it('lists each part with its declared sizes', () => {
    const entries = packageEntries(
      zipPackage([
        { name: 'a.xml', content: 'hello' },
        { name: 'b.xml', content: varied(2_000) },
      ]),
      limits.entriesMax,
    );
    expect(entries.map((entry) => [entry.name, entry.method, entry.size])).toEqual([
      ['a.xml', 8, 5],
      ['b.xml', 8, 2_000],
    ]);
  });

  it.each([
    ['no ZIP at all', () => Buffer.from('itemId,price\nA,1000\n'), 'invalid'],
    ['a local header and nothing else', () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]), 'invalid'],
    ['more parts than allowed', () => zipPackage(Array.from({ length: 6 }, (_, n) => ({ name: `p${n}`, content: 'x' }))), 'too-large'],
  ] as const)('refuses %s', (_name, file, reason) => {
    expect(() => packageEntries(file(), limits.entriesMax)).toThrow(new PackageRefusal(reason));
  });

  it.each([
    ['a part over its limit', [{ name: 'big', content: varied(1_000_001) }], 'too-large'],
    [
      'parts over the total',
      [
        { name: 'a', content: varied(800_000) },
        { name: 'b', content: varied(800_000) },
      ],
      'too-large',
    ],
    ['a part packed over 100 times smaller', [{ name: 'zeros', content: Buffer.alloc(900_000) }], 'too-large'],
    [
      'parts a workbook could hold',
      [
        { name: 'a', content: varied(800_000) },
        { name: 'small zeros', content: Buffer.alloc(60_000) },
      ],
      null,
    ],
  ] as const)('judges %s', (_name, parts, reason) => {
    const entries = packageEntries(zipPackage(parts), limits.entriesMax);
    if (reason) expect(() => judgePackage(entries, limits)).toThrow(new PackageRefusal(reason));
    else expect(() => judgePackage(entries, limits)).not.toThrow();
  });

  it('inflates a part no further than it declared', () => {
    const file = zipPackage([{ name: 'liar', content: varied(50_000), declaredSize: 100 }]);
    const [entry] = packageEntries(file, limits.entriesMax);
    expect(() => inflateEntry(file, entry)).toThrow(new PackageRefusal('too-large'));
  });

  it('repacks the chosen parts, in the chosen order, readable again', () => {
    const file = zipPackage([
      { name: 'a', content: 'first' },
      { name: 'junk', content: 'x' },
      { name: 'b', content: 'second' },
    ]);
    const [a, , b] = packageEntries(file, limits.entriesMax);
    const repacked = repackage(file, [b, { name: 'c', stored: Buffer.from('third') }, a]);
    const entries = packageEntries(repacked, limits.entriesMax);
    expect(entries.map((entry) => [entry.name, inflateEntry(repacked, entry).toString()])).toEqual([
      ['b', 'second'],
      ['c', 'third'],
      ['a', 'first'],
    ]);
  });
});
