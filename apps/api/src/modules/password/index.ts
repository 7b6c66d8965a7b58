import { demoAccounts } from '../../db/seed-demo';
import type { ServerModule } from '../server-module';
import { commonPasswords } from './password-rules';
import { PasswordRepository } from './repository';
import { passwordRoutes } from './routes';
import { passwordHistory } from './schema';
import { PasswordService } from './service';

export { checkNewPassword, commonPasswords } from './password-rules';
export { PasswordService } from './service';

declare module '../server-module' {
  interface Services {
    passwords: PasswordService;
  }
}

/** Forgot, reset, create, expired and changed passwords, with the history of the five latest. */
export const passwordModule: ServerModule = {
  name: 'password',
  tables: { passwordHistory },
  create: ({ database, clock, log, settings, services }) => {
    // The common-password list is read once, now, rather than at the first password change.
    commonPasswords();
    const passwords = new PasswordService({
      repository: new PasswordRepository(database.db),
      tokens: services.tokens,
      devices: services.auth,
      sessions: services.sessions,
      delivery: services.delivery,
      reauthenticate: services.reauthenticate,
      clock,
      log,
    });
    return {
      provides: { passwords },
      routes: () => passwordRoutes(passwords, { publicOrigin: settings.publicUrl, accountRateLimitPerMinute: settings.accountRateLimitPerMinute }),
      // Forgot-password mail still being prepared goes out before the server stops.
      close: () => passwords.drain(),
    };
  },
  // The demo accounts' passwords are the first of their history.
  seedDemo: (db, now) =>
    new PasswordRepository(db).addMissingHistory(
      demoAccounts.filter((account) => account.password).map((account) => account.username),
      now,
    ),
};
