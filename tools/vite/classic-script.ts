import { build as esbuild } from 'esbuild';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ClassicScriptOptions {
  /** Source file, relative to the project root. */
  entry: string;
  /** Unhashed output name, e.g. 'loader.js': other sites link to it, so it must not move. */
  fileName: string;
  /** Browsers the script must still run in (it runs on pages we do not control). */
  target?: string[];
  /**
   * Most gzip kilobytes (1 KB = 1000 bytes) the script may weigh: the build fails above it (BUNDLE_BUDGET=report only
   * prints it), as the pages' budgets do (`bundle-budget.ts`).
   */
  maxGzipKb?: number;
}

async function bundle(entry: string, target: string[], minify: boolean): Promise<string> {
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    // A plain script: `document.currentScript` is only set for classic scripts, not modules.
    format: 'iife',
    minify,
    target,
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

/**
 * Builds one file as a self-contained classic script beside the app (and serves it in dev), outside
 * the app's module graph so it shares no chunk with it.
 */
export function classicScript(options: ClassicScriptOptions): Plugin {
  const target = options.target ?? ['es2018', 'chrome69', 'safari12'];
  let root = process.cwd();
  let base = '/';
  return {
    name: 'seller-portal:classic-script',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    configureServer(server) {
      const url = `${base}${options.fileName}`;
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split('?')[0] !== url) return next();
        try {
          const code = await bundle(resolve(root, options.entry), target, false);
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.end(code);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      const source = await bundle(resolve(root, options.entry), target, true);
      this.emitFile({ type: 'asset', fileName: options.fileName, source });
      if (options.maxGzipKb === undefined) return;
      const kb = gzipSync(source, { level: 9 }).length / 1000;
      const line = `${options.fileName}: ${kb.toFixed(1)} KB gzip (budget ${options.maxGzipKb} KB)`;
      console.log(`[bundle-budget] ${line}`);
      if (kb > options.maxGzipKb && process.env.BUNDLE_BUDGET !== 'report') this.error(`Bundle budget exceeded:\n${line}`);
    },
  };
}
