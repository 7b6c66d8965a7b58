import { mkdtemp, readFile, rm, writeFile, mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;

describe('precompress', () => {
  it('writes .gz and .br twins of text assets big enough to gain from it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'dist/assets'), { recursive: true });
    const js = 'export const answer = 42;\n'.repeat(40);
    await writeFile(join(dir, 'dist/assets/app.js'), js);
    await writeFile(join(dir, 'dist/index.html'), `<!doctype html>${'<p>hello</p>'.repeat(40)}`);
    await writeFile(join(dir, 'dist/tiny.css'), 'a{}');
    await writeFile(join(dir, 'dist/logo.png'), Buffer.alloc(4096));

    const plugin = precompress();
    (plugin.configResolved as Hook).call(null, { root: dir, build: { outDir: 'dist' } } as ResolvedConfig);
    await (plugin.closeBundle as Hook).call(null);

    expect(gunzipSync(await readFile(join(dir, 'dist/assets/app.js.gz'))).toString()).toBe(js);
    expect(brotliDecompressSync(await readFile(join(dir, 'dist/assets/app.js.br'))).toString()).toBe(js);
    const files = (await readdir(join(dir, 'dist'))).sort();
    expect(files).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz', 'logo.png', 'tiny.css']);
  });
});
