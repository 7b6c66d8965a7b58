import { defineConfig } from 'vite';
import { portalPlugins, webAppServers } from '../../tools/vite/web-app-config.ts';
import { webAppBuild } from '../../tools/vite/web-app-build.ts';
import { appAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: portalPlugins(),
  resolve: { alias: appAliases() },
  build: webAppBuild(),
  ...webAppServers(4300),
});
