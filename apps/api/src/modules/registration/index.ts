import type { ServerModule } from '../server-module';
import { RegistrationRepository } from './repository';
import { registrationRoutes } from './routes';
import { RegistrationService } from './service';

/** Seller registration (§2.5 /register, /register/otp) and the §4.2 needVerification step. */
export const registrationModule: ServerModule = {
  name: 'registration',
  // Registration writes the shared directory (a user, a store, a membership): it owns no table of its own.
  tables: {},
  create: ({ database, clock, random, settings, services }) => {
    const { otp, sessions, delivery, passwords, sso } = services;
    const registration = new RegistrationService({
      repository: new RegistrationRepository(database.db),
      otp,
      sessions,
      passwords,
      social: sso,
      delivery,
      clock,
      random,
    });
    return { routes: () => registrationRoutes(registration, sessions, { accountRateLimitPerMinute: settings.accountRateLimitPerMinute }) };
  },
};
