import type { ServerModule } from '../server-module';
import { JobLeases } from './job-leases';
import { JobLeaseRepository } from './repository';
import { jobLeases } from './schema';

export { JobLeases, defaultJobLeaseMs } from './job-leases';
export { JobRunner, type JobOutcome } from './job-runner';

declare module '../server-module' {
  interface Services {
    jobLeases: JobLeases;
  }
}

/**
 * The leases that make each `lease` job of the modules run once per period across the processes sharing the
 * database (`job_leases`); the runner itself (`JobRunner`) is started by `buildApp` once every module's jobs exist.
 */
export const jobsModule: ServerModule = {
  name: 'jobs',
  tables: { jobLeases },
  create: ({ database, random }) => ({ provides: { jobLeases: new JobLeases(new JobLeaseRepository(database.db), random) } }),
};
