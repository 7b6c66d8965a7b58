import { readServerEnvironment } from './server-config';
import { DataDirInUseError } from './db/data-dir-lock';
import { collectGarbage } from './process-memory';
import { fileURLToPath } from 'node:url';
import { exitWithParent, prepareNewDatabase, prepareNewDatabaseEnv, startServer } from './server';

const preparing = process.env[prepareNewDatabaseEnv];
if (preparing) {
  // The process a server starts to prepare its new embedded database (`server.ts`): that work, then exit.
  exitWithParent();
  try {
    await prepareNewDatabase(readServerEnvironment(process.env), preparing === 'seed');
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

try {
  const config = readServerEnvironment(process.env);
  // This file prepares a new embedded database in a process of its own (above).
  const server = await startServer(config, fileURLToPath(import.meta.url));
  // What the start left behind (the migrations' check, the modules' construction, the first jobs' objects) goes
  // now, not whenever the heap next fills: the server's memory right after start is what it needs, not what it did.
  collectGarbage();
  let draining = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal (Ctrl-C twice) does not wait for the drain.
      if (draining) process.exit(1);
      draining = true;
      server.app.log.info(`${signal}: draining (at most ${config.shutdownTimeoutMs} ms), then exiting`);
      setTimeout(() => {
        server.app.log.error(`the drain did not finish within ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting anyway`);
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  // Known start-up problems get their message alone; anything else its stack.
  console.error(error instanceof DataDirInUseError || (error instanceof Error && error.message.startsWith('Invalid environment')) ? error.message : error);
  process.exit(1);
}
