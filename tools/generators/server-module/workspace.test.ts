import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const name = 'trial-notes';
/** What the generator writes and edits, in the two projects it touches (api and contracts). */
const touched = [
  `apps/api/src/modules/${name}`,
  'apps/api/src/modules/all-modules.ts',
  `apps/api/test/${name}.test.ts`,
  `libs/contracts/src/${name}.ts`,
  'libs/contracts/src/index.ts',
];
/** The generated module's test and the server's tests of its module list, settings, layers and access. */
const apiTests = [`test/${name}.test.ts`, 'src/server-registry.test.ts', 'src/server-config.test.ts', 'src/layers.test.ts', 'test/access.test.ts'];
/** Each step may take minutes on a loaded two-core machine: a typecheck of the api, the access walk on both databases. */
const stepTimeout = 15 * 60_000;

/**
 * A throw-away workspace: the repository's files as they are now (committed or not, ignored ones left out) copied,
 * never linked (the generator rewrites files in place), and every node_modules folder linked.
 */
function copyWorkspace(): string {
  const copy = mkdtempSync(join(tmpdir(), 'server-module-workspace-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const stat = lstatSync(join(root, file), { throwIfNoEntry: false });
    if (!stat) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(join(root, file)), join(copy, file));
    else copyFileSync(join(root, file), join(copy, file));
  }
  const projectFolders = ['apps', 'libs'].flatMap((group) => readdirSync(join(root, group)).map((project) => join(group, project)));
  for (const folder of ['.', 'tools', ...projectFolders]) {
    if (existsSync(join(root, folder, 'node_modules'))) symlinkSync(join(root, folder, 'node_modules'), join(copy, folder, 'node_modules'));
  }
  return copy;
}

/** The environment of a step: the caller's, without what this Vitest run and the Nx task running it set. */
const stepEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|NX_|TINYPOOL)/.test(key) && !['NODE_ENV', 'TEST'].includes(key))),
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
};

describe('the server-module generator, run in a throw-away workspace', () => {
  let workspace = '';
  const timings: [string, number][] = [];

  /** Runs node or a command of the workspace's node_modules/.bin and fails with its output unless it succeeds. */
  function run(step: string, command: string, args: string[], cwd = workspace) {
    const started = Date.now();
    const executable = command === 'node' ? process.execPath : join(workspace, 'node_modules/.bin', command);
    const result = spawnSync(executable, args, { cwd, env: stepEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    timings.push([step, (Date.now() - started) / 1000]);
    expect(result.status, `${step}:\n${result.stdout}\n${result.stderr}`).toBe(0);
    return result.stdout;
  }

  beforeAll(() => {
    const started = Date.now();
    workspace = copyWorkspace();
    timings.push(['copy the workspace', (Date.now() - started) / 1000]);
    // The documented command, with the migration drizzle-kit writes.
    run('generate', 'nx', ['g', '@seller-portal/tools:server-module', name, '--mode=INTERNAL', '--accessibility=INTERNAL_ANNOUNCEMENT', '--no-interactive']);
  }, stepTimeout);

  afterAll(() => {
    console.log(timings.map(([step, seconds]) => `${step}: ${seconds.toFixed(1)} s`).join('\n'));
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('writes the migration of its table', () => {
    expect(readdirSync(join(workspace, 'apps/api/drizzle')).filter((file) => file.endsWith(`_${name.replace('-', '_')}.sql`))).toHaveLength(1);
  });

  it('writes what Prettier would', () => {
    run('format', 'prettier', ['--check', ...touched]);
  });

  it('passes lint', { timeout: stepTimeout }, () => {
    run('lint', 'eslint', ['--max-warnings=0', ...touched]);
  });

  it('passes the typecheck of the api and contracts', { timeout: stepTimeout }, () => {
    run('typecheck contracts', 'tsc', ['-p', 'libs/contracts/tsconfig.json', '--noEmit']);
    run('typecheck api', 'tsc', ['-p', 'apps/api/tsconfig.json', '--noEmit']);
  });

  it("passes its integration test on both databases and the server's tests of modules, settings, layers and access", { timeout: stepTimeout }, () => {
    run('api tests', 'vitest', ['run', ...apiTests], join(workspace, 'apps/api'));
  });

  it('builds the api', { timeout: stepTimeout }, () => {
    run('build api', 'node', ['apps/api/scripts/build.mjs']);
    expect(existsSync(join(workspace, 'apps/api/dist/main.mjs'))).toBe(true);
  });
});
