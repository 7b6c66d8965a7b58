import i18next, { type TFunction } from 'i18next';
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };

export type PageLanguage = 'id' | 'en';

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
