import type { ServerModule } from '../server-module';
import { LoginEventRepository } from './repository';
import { loginEventRoutes } from './routes';
import { loginEvents } from './schema';
import { LoginEventService } from './service';

/** §4.11 the SELLER_LOGIN event: one row per seller session. */
export const loginEventsModule: ServerModule = {
  name: 'login-events',
  tables: { loginEvents },
  create: ({ database, clock }) => {
    const events = new LoginEventService(new LoginEventRepository(database.db), clock);
    return { routes: () => loginEventRoutes(events) };
  },
};
