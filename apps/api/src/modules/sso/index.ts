import type { ServerModule } from '../server-module';
import { SsoRepository } from './repository';
import { ssoRoutes } from './routes';
import { ssoDomains, userIdentities } from './schema';
import { SsoService } from './service';
import { facebookProvider, googleProvider, type SocialProvider } from './social-providers';

export { SsoService } from './service';
export type { FacebookConfig, GoogleConfig } from './social-providers';

declare module '../server-module' {
  interface Services {
    sso: SsoService;
  }
}

/** Single sign-on: CAS per email domain, Google and Facebook tokens linked to accounts with a proved email. */
export const ssoModule: ServerModule = {
  name: 'sso',
  tables: { userIdentities, ssoDomains },
  create: async ({ database, clock, settings, services }) => {
    const providers: SocialProvider[] = [];
    if (settings.google) providers.push(googleProvider(settings.google, clock));
    if (settings.facebook) providers.push(facebookProvider(settings.facebook));
    const repository = new SsoRepository(database.db);
    if (settings.casDomains.length) await repository.upsertCasDomains(settings.casDomains);
    const sso = new SsoService({ repository, accounts: services.accounts, auth: services.auth, clock, providers });
    return {
      provides: { sso },
      routes: () => ssoRoutes(sso, { publicOrigin: settings.publicUrl, signInRateLimitPerMinute: settings.signInRateLimitPerMinute }),
    };
  },
};
