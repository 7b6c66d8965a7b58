import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { workspaceRoot } from './workspace-aliases.ts';

/** Where the build writes its CSS modules' class names, beside its manifest (the server's to read, never served). */
export const cssModuleClassesFile = '.vite/css-module-classes.json';

/**
 * The build's CSS modules' class names, per source file (relative to the workspace root) and local name
 * (`{ "libs/auth/src/components/SignInPage.module.css": { "title": "_title_1r1i6_35" } }`), written to
 * `dist/.vite/css-module-classes.json`. The API reads it to draw the first frame of a page (its `first-frame.ts`) with
 * the classes the app's components will render, so the app's first render replaces it without moving anything.
 */
export function cssModuleClasses(): Plugin {
  const classes = new Map<string, Record<string, string>>();
  return {
    name: 'seller-portal:css-module-classes',
    apply: 'build',
    config(config) {
      const modules = config.css?.modules;
      const previous = modules ? modules.getJSON : undefined;
      return {
        css: {
          modules: {
            ...(modules || {}),
            getJSON(file, json, outputFile) {
              classes.set(relative(workspaceRoot, file.split('?')[0]).split('\\').join('/'), json);
              previous?.(file, json, outputFile);
            },
          },
        },
      };
    },
    generateBundle() {
      const sorted = Object.fromEntries([...classes.entries()].sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: cssModuleClassesFile, source: `${JSON.stringify(sorted)}\n` });
    },
  };
}
