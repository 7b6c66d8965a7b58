import type { ServerModule } from '../server-module';
import { AuditRepository } from './repository';
import { auditLog } from './schema';
import { AuditLog } from './service';

export type { AuditLog } from './service';

declare module '../server-module' {
  interface Services {
    audit: AuditLog;
  }
}

/**
 * The audit log every internal tool writes its changes to (§2.4): one table and one service, so each tool only says
 * what changed; the history calls stay with the tools, behind each tool's own §6 code.
 */
export const auditModule: ServerModule = {
  name: 'audit',
  tables: { auditLog },
  create: ({ database, clock }) => ({ provides: { audit: new AuditLog(new AuditRepository(database.db), clock) } }),
};
