import type { ServerModule } from '../server-module';
import { UserContactRepository } from './repository';
import { contactVerificationRoutes } from './routes';
import { ContactVerificationService } from './service';

/** A user's email and phone number: verified by a code, changed only with the current password (§2.5). */
export const contactsModule: ServerModule = {
  name: 'contacts',
  // The contacts are columns of the shared directory's users table.
  tables: {},
  create: ({ database, clock, settings, services }) => {
    const { otp, sessions, reauthenticate, delivery } = services;
    const contacts = new ContactVerificationService({ repository: new UserContactRepository(database.db), otp, sessions, clock, reauthenticate, delivery });
    return { routes: () => contactVerificationRoutes(contacts, { accountRateLimitPerMinute: settings.accountRateLimitPerMinute }) };
  },
};
