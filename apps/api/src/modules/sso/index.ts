import type { ServerModule, SettingsOf } from '../server-module';
import { SsoRepository } from './repository';
import { ssoRoutes } from './routes';
import { ssoDomains, userIdentities } from './schema';
import { SsoService } from './service';
import { ssoSettings } from './settings';
import { facebookProvider, googleProvider, type SocialProvider } from './social-providers';

export { SsoService, type VerifiedSocialIdentity } from './service';
export type { FacebookConfig, GoogleConfig } from './social-providers';

declare module '../server-module' {
  interface Services {
    sso: SsoService;
  }
}

/** Single sign-on: CAS per email domain, Google and Facebook tokens linked to accounts with a proved email. */
export const ssoModule: ServerModule<SettingsOf<typeof ssoSettings>> = {
  name: 'sso',
  tables: { userIdentities, ssoDomains },
  settings: ssoSettings,
  create: async ({ database, clock, settings, own, services }) => {
    const providers: SocialProvider[] = [];
    if (own.google) providers.push(googleProvider(own.google, clock));
    if (own.facebook) providers.push(facebookProvider(own.facebook));
    const repository = new SsoRepository(database.db);
    if (own.casDomains.length) await repository.upsertCasDomains(own.casDomains);
    const sso = new SsoService({ repository, accounts: services.accounts, auth: services.auth, clock, providers });
    return {
      provides: { sso },
      routes: () => ssoRoutes(sso, { publicOrigin: settings.publicUrl, signInRateLimitPerMinute: settings.signInRateLimitPerMinute }),
    };
  },
};
