import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { bundleBudget } from '../../tools/vite/bundle-budget.ts';
import { classicScript } from '../../tools/vite/classic-script.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureSchemas } from '../../tools/vite/pure-schemas.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { webAppServers } from '../../tools/vite/web-app-config.ts';
import { zodJitless } from '../../tools/vite/zod-jitless.ts';
import { appAliases, preactAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/chat-widget/',
  plugins: [
    // zod parses without generated code, which the pages' policy refuses (no 'unsafe-eval').
    zodJitless(),
    pureSchemas(),
    react(),
    // loader.js: the one file other sites link to, so it keeps its name and carries no React.
    classicScript({ entry: 'src/loader/loader.ts', fileName: 'loader.js', maxGzipKb: 3 }),
    // The widget's first open: what the frame downloads before it draws (the entry and its imports), and the chat
    // connection a seller's session adds after it (the Firebase adapter loads only when the app config chooses it).
    bundleBudget({
      budgets: [
        {
          name: 'chat widget, first open',
          modules: ['src/main.tsx'],
          entry: 'src/main.tsx',
          maxGzipKb: 100,
          forbidden: [
            /\/node_modules\/(firebase|@firebase)\//,
            /\/node_modules\/@tanstack\//,
            /\/node_modules\/zod\//,
            // The portal's shared texts: the widget shows its own texts only.
            /libs\/i18n\/src\/i18n\//,
            /src\/i18n\/demo\//,
            // The chat connection loads once the session says the visitor has chat.
            /libs\/(chat-core\/src\/core|realtime)\//,
          ],
        },
        {
          name: 'chat widget, a seller’s live chat',
          modules: ['src/widget/StoreChat.tsx'],
          entry: 'src/main.tsx',
          loadedBefore: ['src/main.tsx'],
          maxGzipKb: 8,
          forbidden: [/\/node_modules\/(firebase|@firebase|zod)\//],
        },
      ],
    }),
    precompress(),
  ],
  // The widget's frame renders with Preact's React API (preactAliases): the same components, a tenth of the weight.
  resolve: { alias: [...preactAliases, ...appAliases()] },
  build: webAppBuild({
    input: {
      index: resolve(import.meta.dirname, 'index.html'),
      demo: resolve(import.meta.dirname, 'demo.html'),
    },
  }),
  ...webAppServers(4400),
});
