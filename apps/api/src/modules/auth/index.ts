import { purgeEveryMs, type ServerModule, type SettingsOf } from '../server-module';
import type { Reauthenticate } from '../session';
import { AuthRepository } from './repository';
import { authRoutes } from './routes';
import { signInDevices, trustedDevices, unknownLoginLocks } from './schema';
import { AuthService } from './service';
import { authSettings } from './settings';

export { AuthService, type SignInContext, type SignInOutcome } from './service';
export type { AccountRow, AuthRepository } from './repository';
export { answerSignIn, signInContext, signInLimit } from './routes';
export { clearedLockState } from './lockout';
export { clearSellerSocialTokenCookie, readSellerSocialTokenCookie } from './cookies';
export { hashPassword, verifyPassword } from './passwords';

declare module '../server-module' {
  interface Services {
    auth: AuthService;
    /** The accounts as sign-in sees them (single sign-on finds them by email). */
    accounts: AuthRepository;
    reauthenticate: Reauthenticate;
  }
}

/**
 * Sign-in (§4.1): passwords, lockout with known-device cookies, the multi-factor step, one-time tokens, and the
 * current password again before sensitive changes.
 */
export const authModule: ServerModule<SettingsOf<typeof authSettings>> = {
  name: 'auth',
  tables: { trustedDevices, signInDevices, unknownLoginLocks },
  settings: authSettings,
  create: ({ database, clock, random, settings, own, services }) => {
    const accounts = new AuthRepository(database.db);
    const auth = new AuthService({
      repository: accounts,
      sessions: services.sessions,
      otp: services.otp,
      tokens: services.tokens,
      delivery: services.delivery,
      clock,
      random,
      passwordMaxAgeDays: own.passwordMaxAgeDays,
    });
    return {
      provides: { auth, accounts, reauthenticate: (session, password, language) => auth.reauthenticate(session, password, language) },
      routes: (all) =>
        authRoutes(auth, all.sso, {
          signInRateLimitPerMinute: settings.signInRateLimitPerMinute,
          accountRateLimitPerMinute: settings.accountRateLimitPerMinute,
        }),
      jobs: [{ name: 'expired devices', everyMs: purgeEveryMs, claim: 'lease', run: (now) => accounts.purgeExpiredDevices(now) }],
    };
  },
};
