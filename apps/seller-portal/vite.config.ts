import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from '../../tools/vite/bundle-budget.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureSchemas } from '../../tools/vite/pure-schemas.ts';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

/** The API's dev server (`nx run api:dev`). */
const apiTarget = 'http://127.0.0.1:4201';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    // The browser reads contracts' types and rules, not its zod schemas: keep zod out of the bundle.
    pureSchemas(),
    react(),
    precompress(),
    // React, the router, i18next and TanStack Query are ~131 KB of it; the sign-in route must stay light.
    bundleBudget({
      budgets: [
        {
          name: '/sign-in',
          // The account pages are the auth library's lazy route modules.
          modules: ['../../libs/auth/src/routes/sign-in.ts'],
          maxGzipKb: 150,
          forbidden: [
            /@radix-ui/,
            /\/zod\//,
            /seller-portal\/src\/(dashboard|shell)\//,
            /seller-portal\/src\/i18n\//,
            // The chrome, its overlays and the modal queue load with the shell or beside the page, never before sign-in.
            /libs\/shell\//,
            /libs\/announcements\//,
          ],
        },
      ],
    }),
  ],
  resolve: { alias: workspaceAliases() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The app ships source maps beside the bundle for error reports; browsers fetch them only in devtools.
    sourcemap: 'hidden',
  },
  server: {
    port: 4200,
    strictPort: true,
    // The Host header is kept, so the API sees the page's own origin on mutations.
    proxy: { '/backend': { target: apiTarget, ws: true } },
  },
  preview: { port: 4200, strictPort: true, proxy: { '/backend': { target: apiTarget, ws: true } } },
});
