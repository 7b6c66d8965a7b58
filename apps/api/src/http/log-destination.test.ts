import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogDestination } from './log-destination';

describe('LogDestination', () => {
  const folder = mkdtempSync(join(tmpdir(), 'log-destination-'));
  const file = join(folder, 'out.log');
  let fd = -1;
  afterEach(() => {
    if (fd >= 0) closeSync(fd);
    fd = -1;
  });

  it('writes the lines of one turn of the event loop together, in their order, right after it', async () => {
    fd = openSync(file, 'w');
    const destination = new LogDestination(fd);
    for (let i = 0; i < 1000; i++) destination.write(`{"line":${i}}\n`);
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1000);
    expect(lines.map((line) => (JSON.parse(line) as { line: number }).line)).toEqual([...Array(1000).keys()]);
  });

  it('writes what is waiting when asked (the process exiting), text outside ASCII included', () => {
    fd = openSync(file, 'w');
    const destination = new LogDestination(fd);
    destination.write('{"msg":"pesanan diterima ✓"}\n');
    destination.write('{"msg":"selesai"}\n');
    destination.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"pesanan diterima ✓"}\n{"msg":"selesai"}\n');
    rmSync(folder, { recursive: true, force: true });
  });
});
