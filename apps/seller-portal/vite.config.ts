import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from '../../tools/vite/bundle-budget.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { languagePreload } from '../../tools/vite/language-preload.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureSchemas } from '../../tools/vite/pure-schemas.ts';
import { redocStyleNonce } from '../../tools/vite/redoc-style-nonce.ts';
import { zodJitless } from '../../tools/vite/zod-jitless.ts';
import { appAliases } from '../../tools/vite/workspace-aliases.ts';

/** The API's dev server (`nx run api:dev`). */
const apiTarget = 'http://127.0.0.1:4201';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
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
    // React, the router, i18next and TanStack Query are ~131 KB of it; the sign-in route must stay light.
    bundleBudget({
      budgets: [
        {
          name: '/sign-in',
          // The sign-in page comes with the first load (the entry, the framework, the page runtime); the shared texts of
          // its language, Indonesian by default, are a chunk of their own.
          modules: ['../../libs/auth/src/components/SignInPage.tsx', '../../libs/i18n/src/i18n/id.json'],
          maxGzipKb: 150,
          forbidden: [
            /@radix-ui/,
            /\/zod\//,
            /seller-portal\/src\/(dashboard|shell)\//,
            /seller-portal\/src\/i18n\//,
            // The chrome, its overlays and the modal queue load with the shell or beside the page, never before sign-in.
            /libs\/shell\//,
            /libs\/announcements\//,
            // Seller chat loads with the shell and on its own pages, never before sign-in.
            /libs\/(chat-core|seller-chat)\//,
          ],
        },
        {
          // A room of the seller chat, what opening it from any signed-in page downloads: its pages, texts and
          // libraries beside what the shell (and the chat connection beside it) loaded already.
          name: '/conversations/:roomId',
          modules: [
            '../../libs/seller-chat/src/routes.tsx',
            '../../libs/seller-chat/src/pages/ChatLayout.tsx',
            '../../libs/seller-chat/src/pages/ConversationsPage.tsx',
          ],
          loadedBefore: ['src/routes/shell.tsx', 'src/app/chat-runtime.tsx'],
          maxGzipKb: 80,
          // The Realtime Database adapter loads only when the app config chooses it.
          forbidden: [/\/node_modules\/(firebase|@firebase)\//],
        },
      ],
    }),
  ],
  resolve: { alias: appAliases() },
  build: webAppBuild(),
  server: {
    port: 4200,
    strictPort: true,
    // The Host header is kept, so the API sees the page's own origin on mutations.
    proxy: { '/backend': { target: apiTarget, ws: true } },
  },
  preview: { port: 4200, strictPort: true, proxy: { '/backend': { target: apiTarget, ws: true } } },
});
