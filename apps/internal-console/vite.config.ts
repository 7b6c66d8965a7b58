import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languagePreload } from '../../tools/vite/language-preload.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureSchemas } from '../../tools/vite/pure-schemas.ts';
import { redocStyleNonce } from '../../tools/vite/redoc-style-nonce.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { zodJitless } from '../../tools/vite/zod-jitless.ts';
import { appAliases } from '../../tools/vite/workspace-aliases.ts';

/** The API's dev server (`nx run api:dev`). */
const apiTarget = 'http://127.0.0.1:4201';

export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  // The browser reads contracts' types and rules, not its zod schemas: keep zod out of the bundle.
  plugins: [
    // zod parses without generated code, which the pages' policy refuses (no 'unsafe-eval').
    zodJitless(),
    pureSchemas(),
    react(),
    // The API center's Redoc: its <style> elements carry the page's nonce (the policy allows no inline style).
    redocStyleNonce(),
    // The shared texts of the page's language are preloaded from the HTML, not asked for once the entry has run.
    languagePreload(),
    precompress(),
  ],
  resolve: { alias: appAliases() },
  build: webAppBuild(),
  server: {
    port: 4300,
    strictPort: true,
    proxy: { '/backend': { target: apiTarget, ws: true } },
  },
  preview: { port: 4300, strictPort: true, proxy: { '/backend': { target: apiTarget, ws: true } } },
});
