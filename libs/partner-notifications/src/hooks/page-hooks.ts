import { hasAccessibilities, type AccessibilityCode } from '@seller-portal/contracts/core';
import { formatDate } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import { usePartnerNotificationsTranslation } from '../i18n/resources';

/** §6: whether the session holds a code (the controls of a change show only then; the server checks again). */
export function useMayDo(code: AccessibilityCode): boolean {
  const { data: session } = useSession();
  return session ? hasAccessibilities(session, [code]) : false;
}

/** The page's language. */
export function useLanguage(): 'id' | 'en' {
  const { i18n } = usePartnerNotificationsTranslation();
  return i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
}

/** "25 Nov 2026 10:15" in the page's language. */
export function useTimeText() {
  const language = useLanguage();
  return (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);
}
