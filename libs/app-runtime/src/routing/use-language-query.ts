import { followLanguageQuery, useTranslation } from '@seller-portal/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * §5 a `lang` in the query of an address the app moves to (a link, a notification's target) switches the language as
 * a page load with it would. Called by the apps' frames (the portal's shell, the console's layout), so the sign-in
 * page's first load does not carry it.
 */
export function useLanguageQuery(): void {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  useEffect(() => void followLanguageQuery(i18n, search), [i18n, search]);
}
