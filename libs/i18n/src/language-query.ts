import type { i18n } from 'i18next';
import { parseLanguage } from './language';
import { changeLanguage } from './load-i18n';

/**
 * §5 a `lang` in the query of an address the app moves to inside the page (a link, a notification's target) switches
 * the language as a page load with it would; an absent or unsupported value leaves it as it is. A module of its own, so
 * it loads with the frames that call it and not with the sign-in page.
 */
export function followLanguageQuery(instance: i18n, search: string): Promise<void> | null {
  const lang = parseLanguage(new URLSearchParams(search).get('lang'));
  return lang && lang !== instance.language ? changeLanguage(instance, lang) : null;
}
