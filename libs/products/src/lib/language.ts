import type { Language } from '@seller-portal/contracts/core';
import { useProductsTranslation } from '../i18n/resources';

/** The page's language, for numbers, money and dates (§9). */
export function useLanguage(): Language {
  const { i18n } = useProductsTranslation();
  return i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
}
