import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PrecompressOptions {
  /** Extensions (without dot) that get .gz and .br twins. */
  extensions?: readonly string[];
  /** Files smaller than this many bytes are left alone: their headers would outweigh the saving. */
  minSize?: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.gz` and `.br` twins of the text assets after the bundle is written, so the server can send
 * them as they are (no compression work per request).
 */
export function precompress(options: PrecompressOptions = {}): Plugin {
  const extensions = new Set(options.extensions ?? ['js', 'mjs', 'css', 'html', 'svg', 'json']);
  const minSize = options.minSize ?? 256;
  let config: ResolvedConfig;
  return {
    name: 'seller-portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        const extension = file.slice(file.lastIndexOf('.') + 1);
        if (!extensions.has(extension)) continue;
        if ((await stat(file)).size < minSize) continue;
        jobs.push(
          readFile(file).then(async (source) => {
            const [gz, br] = await Promise.all([
              gzipAsync(source, { level: 9 }),
              brotliAsync(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
