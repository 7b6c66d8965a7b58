import type { SignInResult } from '@seller-portal/contracts/accounts';
import type { Session } from '@seller-portal/contracts/core';
import { broadcastRefresh, useQueryClientSource } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { clearPnvFlag, refreshSession, sessionKeys, setPnvFlag } from '@seller-portal/session-guard';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { rootLanding } from '../api/root-landing';

export interface CompleteSignInOptions {
  /** Where a signed-in user goes, given the redirectUri query; the portal's root (§4.1, §4.2) by default. */
  afterSignIn?: (redirectUri: string | null) => string;
  /** Set by an app other than the portal: its router lives under this basename. */
  standalone?: { basename: string };
}

/**
 * What every way of signing in does once the server said yes: re-read the session (so the next page's guard
 * sees it), then go to the multi-factor step, a §4.2 detour or the landing (§2.9).
 */
export function useCompleteSignIn({ afterSignIn = rootLanding, standalone }: CompleteSignInOptions = {}) {
  const navigate = useNavigate();
  // The sign-in page draws without the query client; the session is re-read through it once the server said yes.
  const queries = useQueryClientSource();
  const client = useApiClient();
  return useCallback(
    async (next: SignInResult['next'], redirectUri: string | null) => {
      const queryClient = await queries.load();
      if (next === 'SESSION') {
        await refreshSession(queryClient, client);
        // §4.2 a fresh sign-in checks the phone/email reminder once; §2.9 other open tabs follow the new session.
        setPnvFlag();
        broadcastRefresh();
      }
      // Where to go next loads once the server said yes, not with the sign-in page.
      const { landingAfterSignIn } = await import('../api/landing');
      const landing = landingAfterSignIn({
        next,
        session: queryClient.getQueryData<Session | null>(sessionKeys.current()),
        redirectUri,
        afterSignIn,
        standalone,
      });
      if (landing.clearPnvFlag) clearPnvFlag();
      if (landing.fullPageLoad) window.location.assign(landing.to);
      else void navigate(landing.to, { replace: next === 'SESSION' });
    },
    [queries, client, navigate, afterSignIn, standalone],
  );
}
