import { z } from 'zod';
import { blankToUndefined, optionalText, splitList, textOr } from '../../config/env-variables';
import { moduleSettings } from '../server-module';
import type { FacebookConfig, GoogleConfig } from './social-providers';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    google: GoogleConfig | null;
    facebook: FacebookConfig | null;
    /** CAS servers per email domain, written into sso_domains at start. */
    casDomains: readonly { domain: string; serverUrl: string }[];
  }
}

export interface SsoSettings {
  google: GoogleConfig | null;
  facebook: FacebookConfig | null;
  casDomains: readonly { domain: string; serverUrl: string }[];
}

/** GOOGLE_*, FACEBOOK_* and CAS_DOMAINS. */
export const ssoSettings = moduleSettings({
  env: {
    GOOGLE_CLIENT_ID: optionalText(),
    GOOGLE_JWKS_URL: z.preprocess(blankToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
    GOOGLE_ISSUERS: textOr('https://accounts.google.com,accounts.google.com'),
    FACEBOOK_APP_ID: optionalText(),
    FACEBOOK_APP_SECRET: optionalText(),
    FACEBOOK_GRAPH_URL: z.preprocess(blankToUndefined, z.url().default('https://graph.facebook.com/v19.0')),
    CAS_DOMAINS: optionalText(),
  },
  fromEnv: (e) => ({
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: splitList(e.GOOGLE_ISSUERS) } : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, '') }
        : null,
    casDomains: parseCasDomains(e.CAS_DOMAINS),
  }),
  resolve: (given): SsoSettings => ({ google: given.google ?? null, facebook: given.facebook ?? null, casDomains: given.casDomains ?? [] }),
});

/** `domain=https://cas.example/cas,other.example=https://…` → rows of the sso_domains table. */
export function parseCasDomains(raw: string | undefined): { domain: string; serverUrl: string }[] {
  if (!raw) return [];
  return splitList(raw).map((pair) => {
    const at = pair.indexOf('=');
    const domain = pair.slice(0, at).trim().toLowerCase();
    const serverUrl = pair
      .slice(at + 1)
      .trim()
      .replace(/\/+$/, '');
    if (at <= 0 || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) || !/^https?:\/\//.test(serverUrl)) {
      throw new Error(`Invalid environment: CAS_DOMAINS: "${pair}" is not domain=https://cas-server/cas`);
    }
    return { domain, serverUrl };
  });
}
