import type { Plugin } from 'vite';

/** The line of zod's core that creates its global configuration object. */
export const zodConfigLine = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});';
const jitlessConfig = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = { jitless: true });';
const zodCore = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * In the browser zod parses without generated code: the pages' Content-Security-Policy allows no `'unsafe-eval'`, and
 * zod's probe for it (`new Function`) would be reported as a violation on every page that parses. Set where zod's
 * configuration is born, so only the chunks that carry zod carry the setting (the first load carries neither). A zod
 * without that line fails the build, so an upgrade is looked at rather than the probe silently coming back.
 */
export function zodJitless(): Plugin {
  return {
    name: 'seller-portal:zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!zodCore.test(id)) return null;
      if (!code.includes(zodConfigLine)) this.error(`zod's core no longer reads "${zodConfigLine}": see tools/vite/zod-jitless.ts`);
      return { code: code.replace(zodConfigLine, jitlessConfig), map: null };
    },
  };
}
