import type { i18n } from 'i18next';
import { initI18n, toResources, type CreateI18nOptions } from './instance';
import { detectLanguage } from './language';

/**
 * An instance holding only the page's own texts, in both languages, ready at once: for a page that shows none of the
 * shared texts (the chat widget's frame), which then downloads nothing before its first render. A module of its own,
 * so pages that never call it do not carry it.
 */
export function createOwnTextsI18n(options: CreateI18nOptions = {}): i18n {
  const bundles = options.resources ?? [];
  return initI18n(
    options.lng ?? detectLanguage(),
    toResources(bundles),
    bundles.map((bundle) => bundle.ns),
  );
}
