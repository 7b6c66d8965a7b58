import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { languagePreload } from './language-preload.ts';
import { precompress } from './precompress.ts';
import { pureSchemas } from './pure-schemas.ts';
import { redocStyleNonce } from './redoc-style-nonce.ts';
import { zodJitless } from './zod-jitless.ts';

/** The API's dev server (`nx run api:dev`). */
const apiTarget = 'http://127.0.0.1:4201';

/**
 * A web app's dev server and preview on `port`: /backend (calls and the realtime socket) goes to the API's dev
 * server, the Host header kept, so the API sees the page's own origin on mutations.
 */
export function webAppServers(port: number): Pick<UserConfig, 'server' | 'preview'> {
  const proxy = { '/backend': { target: apiTarget, ws: true } };
  return { server: { port, strictPort: true, proxy }, preview: { port, strictPort: true, proxy } };
}

/** The plugins of the seller portal and the internal console, in their order; an app adds its own after them. */
export function portalPlugins(): PluginOption[] {
  return [
    // zod parses without generated code, which the pages' policy refuses (no 'unsafe-eval').
    zodJitless(),
    // The browser reads contracts' types and rules, not its zod schemas: keep zod out of the bundle.
    pureSchemas(),
    react(),
    // The API center's Redoc: its <style> elements carry the page's nonce (the policy allows no inline style).
    redocStyleNonce(),
    // The shared texts of the page's language are preloaded from the HTML, not asked for once the entry has run.
    languagePreload(),
    precompress(),
  ];
}
