import { defineConfig } from 'vite';
import { bundleBudget } from '../../tools/vite/bundle-budget.ts';
import { cssModuleClasses } from '../../tools/vite/css-module-classes.ts';
import { portalPlugins, webAppServers } from '../../tools/vite/web-app-config.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { appAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    ...portalPlugins(),
    // The classes the API draws the sign-in and register pages' first frame with (apps/api …/static/first-frame.ts).
    cssModuleClasses(),
    // React, the router and i18next are ~115 KB of it; the sign-in route must stay light.
    bundleBudget({
      budgets: [
        {
          name: '/sign-in',
          // The sign-in page comes with the first load (the entry, the framework, the page runtime); the shared texts of
          // its language, Indonesian by default, are a chunk of their own.
          modules: ['../../libs/auth/src/components/SignInPage.tsx', '../../libs/i18n/src/i18n/id.json'],
          maxGzipKb: 140,
          forbidden: [
            // TanStack Query loads after the first paint (the form works without it).
            /@tanstack\/query-core/,
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
          // On a phone's browser the page shows §2.8 download-app banner as well: the same budget, the banner included.
          name: '/sign-in on a phone',
          modules: ['../../libs/auth/src/components/SignInPage.tsx', '../../libs/i18n/src/i18n/id.json', '../../libs/shell/src/components/AppBanner.tsx'],
          maxGzipKb: 140,
          forbidden: [/@radix-ui/, /\/zod\//, /seller-portal\/src\/(dashboard|shell)\//, /libs\/announcements\//, /libs\/(chat-core|seller-chat)\//],
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
          loadedBefore: ['src/routes/shell.tsx', '../../libs/seller-chat/src/runtime/chat-runtime.tsx'],
          maxGzipKb: 80,
          // The Realtime Database adapter loads only when the app config chooses it.
          forbidden: [/\/node_modules\/(firebase|@firebase)\//],
        },
      ],
    }),
  ],
  resolve: { alias: appAliases() },
  build: webAppBuild({
    signedIn: {
      // The shell, the module registry and the features' same-pass slots (`libs/<name>/src/shell-slot.tsx`).
      test: (id) =>
        /(apps\/seller-portal\/src\/(routes\/shell\.tsx|app\/(shell-slots|module-routing)\.ts|app\/page-slots\.tsx)|libs\/[\w-]+\/src\/shell-slot\.tsx)$/.test(
          id,
        ),
      // What /sign-in loads after its first paint (the query client's runtime, the page's overlays, the service worker's
      // registration) and the routing after the session (a signed-in page's, /sign-in's once it succeeds): apart from the shell.
      afterFirstPaint: (id) =>
        /(apps\/seller-portal\/src\/app\/(query-runtime\.tsx|page-overlays\.tsx|service-worker\.ts)|libs\/app-runtime\/src\/app\/query-client\.ts|libs\/session-guard\/src\/routing\/route-after-session\.ts)$/.test(
          id,
        ),
      // The chat's runtime, which its listener beside the shell starts.
      afterSession: (id) => /libs\/seller-chat\/src\/runtime\/chat-runtime\.tsx$/.test(id),
      // The account pages and their lazy parts, the features with public pages (§2.7), the download-app banner, the
      // service worker, startup at '/'.
      signedOut: (id) =>
        /(libs\/(auth|analytics-report|contract|learning|public-pages|store-verification|storefront)\/src\/.*|apps\/seller-portal\/src\/(app\/(app-banner|service-worker)|routes\/startup)\.tsx?)$/.test(
          id,
        ),
      // A public page's frame and routing for a visitor without a session (§2.2, Seller Learning): apart from the shell.
      // With them the few small modules the account pages share with the signed-in ones (the accounts' calls, the
      // upload helper, the photo resizing rule), which the bundler would otherwise cut into files of 0.3–2.5 KB each.
      public: (id) =>
        /(apps\/seller-portal\/src\/(routes\/public\.tsx|app\/public-routing\.ts)|libs\/contracts\/src\/accounts\/(account-paths|accounts|otp)\.ts|libs\/api-client\/src\/lib\/post-form\.ts|libs\/contracts\/src\/core\/resize-image\.ts)$/.test(
          id,
        ),
    },
  }),
  ...webAppServers(4200),
});
