import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Lang } from './accounts';

const root = resolve(__dirname, '../..');

/** Every `i18n/<lang>.json` under the web apps' and libraries' `src` (the server's own texts excluded). */
function textFiles(lang: Lang): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === `${lang}.json` && dir.split(/[\\/]/).includes('i18n')) found.push(path);
    }
  };
  for (const top of ['libs', 'apps']) {
    for (const project of readdirSync(join(root, top))) {
      const src = join(root, top, project, 'src');
      if (project !== 'api' && existsSync(src)) walk(src);
    }
  }
  return found;
}

function leaves(value: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
}

/** Key path → text of every resource file of a language (paths are per file; only the texts and key names matter here). */
function textsOf(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of textFiles(lang)) leaves(JSON.parse(readFileSync(file, 'utf8')), file, out);
  return out;
}

const texts = { id: textsOf('id'), en: textsOf('en') };

/** The shared `common` texts of a language (libs/i18n), e.g. the session menus' names. */
export function commonTexts(lang: Lang): { menu: Record<string, string>; appName: string } {
  return (JSON.parse(readFileSync(join(root, `libs/i18n/src/i18n/${lang}.json`), 'utf8')) as { common: { menu: Record<string, string>; appName: string } })
    .common;
}

/**
 * What a raw key on screen looks like: react-i18next shows a key it has no text for (`appName`, `signOut`,
 * `menu.dashboard`), and a menu without its name shows its code (`dashboard`). Every key segment and dotted key of the
 * resources, in the camelCase or dotted form keys take.
 */
export const i18nKeys: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  for (const path of texts.en.keys()) {
    const dotted = path.slice(path.lastIndexOf('.json') + 6);
    const segments = dotted.split('.');
    for (let i = 0; i < segments.length; i++) {
      for (let j = i + 1; j <= segments.length; j++) keys.add(segments.slice(i, j).join('.'));
    }
  }
  return new Set([...keys].filter((key) => /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)*$/.test(key)));
})();

/** Whole texts of `lang` that the other language never uses: such a line on screen is a word left untranslated. */
export function textsOnlyIn(lang: Lang): ReadonlySet<string> {
  const other = new Set(texts[lang === 'id' ? 'en' : 'id'].values());
  return new Set([...texts[lang].values()].filter((text) => !other.has(text) && !text.includes('{{') && !text.includes('<')));
}
