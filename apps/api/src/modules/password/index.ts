import type { ServerModule } from '../server-module';
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
    const passwords = new PasswordService({
      repository: new PasswordRepository(database.db),
      tokens: services.tokens,
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
};
