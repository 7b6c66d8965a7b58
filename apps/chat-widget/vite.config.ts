import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { classicScript } from '../../tools/vite/classic-script.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureSchemas } from '../../tools/vite/pure-schemas.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { webAppServers } from '../../tools/vite/web-app-config.ts';
import { zodJitless } from '../../tools/vite/zod-jitless.ts';
import { appAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/chat-widget/',
  plugins: [
    // zod parses without generated code, which the pages' policy refuses (no 'unsafe-eval').
    zodJitless(),
    pureSchemas(),
    react(),
    // loader.js: the one file other sites link to, so it keeps its name and carries no React.
    classicScript({ entry: 'src/loader/loader.ts', fileName: 'loader.js' }),
    precompress(),
  ],
  resolve: { alias: appAliases() },
  build: webAppBuild({
    input: {
      index: resolve(import.meta.dirname, 'index.html'),
      demo: resolve(import.meta.dirname, 'demo.html'),
    },
  }),
  ...webAppServers(4400),
});
