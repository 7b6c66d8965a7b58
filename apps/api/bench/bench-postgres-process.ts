import { startBenchPostgres } from './bench-postgres';

/**
 * A throw-away PostgreSQL for `npm run bench` (plain Node, which cannot import the TypeScript helper): prints
 * `{"databaseUrl": …}` on one line once the database exists, and removes the server when it is told to stop
 * (SIGTERM) or its parent goes away.
 */
const postgres = await startBenchPostgres(process.argv[2] ?? 'bench');
process.stdout.write(`${JSON.stringify({ databaseUrl: postgres.databaseUrl })}\n`);
const stop = () => {
  postgres.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
process.stdin.on('end', stop);
process.stdin.resume();
