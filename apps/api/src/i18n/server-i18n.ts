import { cookieNames } from '@seller-portal/contracts/core';
import i18next, { type TFunction } from 'i18next';
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };

export type PageLanguage = 'id' | 'en';

const partnersLanguageCookie = cookieNames.partnersLanguage;

const instance = i18next.createInstance();
// Resources are bundled: initialisation is synchronous.
void instance.init({
  resources: { id: { translation: id }, en: { translation: en } },
  lng: 'id',
  fallbackLng: 'id',
  supportedLngs: ['id', 'en'],
  initAsync: false,
});

/** Texts of the few pages the server renders itself (§5: Indonesian by default). */
export function serverT(language: PageLanguage): TFunction {
  return instance.getFixedT(language);
}

/** §5 language order, shortened for the server: query lang, then the Partners-Language cookie, then id. */
export function requestLanguage(request: { query?: unknown; cookies?: Record<string, string | undefined> }): PageLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  for (const wanted of [query?.lang, request.cookies?.[partnersLanguageCookie]]) {
    if (wanted === 'en') return 'en';
    // §9: 'in' is the stored value for Indonesian.
    if (wanted === 'id' || wanted === 'in') return 'id';
  }
  return 'id';
}
