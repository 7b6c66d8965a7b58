import { readServerConfig } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { startServer } from './server';

try {
  const server = await startServer(readServerConfig(process.env));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.app.log.info(`${signal}: closing`);
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
