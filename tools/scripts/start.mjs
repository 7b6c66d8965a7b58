// `npm start`: build whatever is not built yet (Nx restores unchanged builds from its cache), then serve the
// portal, the internal console, the chat widget and the API from one process on PORT (default 4200).
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { exitCodeOf } from './exit-code.mjs';
import { serverProcessEnv } from './server-env.mjs';

const root = resolve(import.meta.dirname, '../..');
const nx = resolve(root, 'node_modules/.bin/nx');

const build = spawnSync(
  nx,
  ['run-many', '-t', 'build', '-p', 'api', 'seller-portal', 'internal-console', 'chat-widget', '--parallel=2', '--output-style=static'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false' } },
);
if (build.status !== 0) {
  console.error('\nThe build failed; see above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [resolve(root, 'apps/api/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: serverProcessEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server killed by a signal is a failure a supervisor must see: exit as a shell does, 128 + the signal's number.
server.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
