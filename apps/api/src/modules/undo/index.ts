import { purgeEveryMs, type ServerModule } from '../server-module';
import { UndoRepository } from './repository';
import { undoOperations } from './schema';
import { UndoService } from './service';

export type { UndoActor, UndoKind, UndoService } from './service';
export { undoWindowMs } from './service';

declare module '../server-module' {
  interface Services {
    undo: UndoService;
  }
}

/**
 * Undo for a few seconds (`undoWindowMs`): one table of the operations that can be undone and one service
 * the acting modules (products, orders, chat) record to and claim from; each module's undo call is its own, behind its
 * feature's access, and reverses what it changed.
 */
export const undoModule: ServerModule = {
  name: 'undo',
  tables: { undoOperations },
  create: ({ database, clock }) => {
    const undo = new UndoService(new UndoRepository(database.db), clock);
    return {
      provides: { undo },
      jobs: [{ name: 'expired undo operations', everyMs: purgeEveryMs, claim: 'lease', run: async (now) => void (await undo.purge(now)) }],
    };
  },
};
