import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { PageObject } from './page-object';

interface ManifestChunk {
  file: string;
  name?: string;
}

/**
 * The files of the portal's build that only a signed-in page needs, from the build's chunk manifest
 * (`apps/seller-portal/dist/.vite/manifest.json`): the `signed-in` chunk (the shell, the module registry, the features'
 * same-pass slots, tools/vite/web-app-build.ts) and the chunks of those modules should the build cut them apart.
 */
export function signedInChunkFiles(): string[] {
  const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../../apps/seller-portal/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const signedInModules =
    /^(src\/routes\/shell\.tsx|src\/app\/(module-routing|shell-slots|modules|features)\.ts|\.\.\/\.\.\/libs\/[\w-]+\/src\/shell-slot\.tsx)$/;
  const files = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.name === 'signed-in' || signedInModules.test(key))
    .map(([, chunk]) => `/${chunk.file}`);
  return [...new Set(files)];
}

/** The scripts a page loads, as the browser asks for them (their paths), from the moment `watch` is called. */
export class LoadedScripts extends PageObject {
  readonly paths: string[] = [];

  constructor(readonly browserPage: Page) {
    super(browserPage);
    browserPage.on('request', (request) => {
      if (request.resourceType() === 'script') this.paths.push(new URL(request.url()).pathname);
    });
  }

  /** Waits until what the page loads has come (network idle: the app's start after the first paint included). */
  async settled() {
    await this.untilStill();
  }
}

/** The server's calls a page makes (`/backend/…`), each with how the browser asked: `fetch` (the app) or `other` (a preload of the document's). */
export class MadeCalls extends PageObject {
  readonly calls: { path: string; type: string }[] = [];

  constructor(readonly browserPage: Page) {
    super(browserPage);
    browserPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/backend/')) this.calls.push({ path: pathname, type: request.resourceType() });
    });
  }

  /** How each request for `path` was made, in order. */
  madeTo(path: string): string[] {
    return this.calls.filter((call) => call.path === path).map((call) => call.type);
  }

  async settled() {
    await this.untilStill();
  }
}
