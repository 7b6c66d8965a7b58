import type { ServerModule } from '../server-module';
import { seedBroadcastDemo } from './demo';
import { BroadcastRepository } from './repository';
import { broadcastRoutes } from './routes';
import { broadcasts } from './schema';
import { BroadcastService } from './service';

/** How often the delivery job looks for scheduled broadcasts that are due. */
const deliverEveryMs = 30_000;

/**
 * Broadcast (§2.5 `/broadcast`): a store's message to the customers who chatted with it, now or scheduled, each
 * delivered through seller chat as a chat message in the customer's room.
 */
export const broadcastModule: ServerModule = {
  name: 'broadcast',
  tables: { broadcasts },
  create: ({ database, clock, services, log }) => {
    const repository = new BroadcastRepository(database.db);
    const service = new BroadcastService(repository, services.chat, clock, log);
    return {
      routes: () => broadcastRoutes(service),
      jobs: [
        {
          name: 'scheduled broadcasts',
          everyMs: deliverEveryMs,
          claim: 'own-rows',
          run: () => service.deliverDue(),
          backlog: (now) => repository.dueCount(now),
        },
      ],
    };
  },
  seedDemo: seedBroadcastDemo,
};
