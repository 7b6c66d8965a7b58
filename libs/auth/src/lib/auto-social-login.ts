import { shellQueryKeys } from '@seller-portal/contracts/core';
import type { SingleSignOnAvailability } from '@seller-portal/contracts/accounts';

/**
 * §2.8 `autoSocialLogin`: `/sign-in?autoSocialLogin=GOOGLE` (or FACEBOOK), as a "continue with Google" link of a
 * mail or the app gives it, starts that provider's sign-in as soon as the social buttons are usable. Case and
 * spacing do not matter; any other value, or a provider the server has not configured, is ignored.
 */
export function autoSocialLoginOf(search: URLSearchParams, providers: SingleSignOnAvailability): 'GOOGLE' | 'FACEBOOK' | null {
  const value = search.get(shellQueryKeys.autoSocialLogin)?.trim().toUpperCase();
  if (value === 'GOOGLE' && providers.google) return 'GOOGLE';
  if (value === 'FACEBOOK' && providers.facebook) return 'FACEBOOK';
  return null;
}
