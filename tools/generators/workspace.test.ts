import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** A console feature with a new INTERNAL code, a portal feature with a new STORE code, a server module guarded by the first. */
const consoleFeature = { name: 'trial-feature', prefix: '/trial', apps: 'portal,console', mode: 'INTERNAL', code: 'INTERNAL_TRIAL' };
const portalFeature = { name: 'store-notes', apps: 'portal', mode: 'STORE', code: 'STORE_NOTES' };
const serverModule = ['trial-notes', '--mode=INTERNAL', '--accessibility=INTERNAL_TRIAL'];
const newLibraries = [consoleFeature.name, portalFeature.name];
/** The generated module's test and the server's tests of its module list, settings, layers, access and declarations. */
const apiTests = [
  'test/trial-notes.test.ts',
  'src/server-registry.test.ts',
  'src/server-config.test.ts',
  'src/layers.test.ts',
  'test/access.test.ts',
  'test/feature-declarations.test.ts',
];
/** The end-to-end specs the feature generator wrote, run against the built server on a fresh database. */
const e2eSpecs = [
  `e2e/seller-portal/${consoleFeature.name}.spec.ts`,
  `e2e/internal-console/${consoleFeature.name}.spec.ts`,
  `e2e/seller-portal/${portalFeature.name}.spec.ts`,
  `e2e/accessibility/${consoleFeature.name}.spec.ts`,
  `e2e/accessibility/${portalFeature.name}.spec.ts`,
];
/** Each step may take minutes on a loaded two-core machine. */
const stepTimeout = 15 * 60_000;

/**
 * A throw-away workspace: the repository's files as they are now (committed or not, ignored ones left out) copied,
 * never linked (the generators rewrite files in place), links the repository tracks kept as links, every
 * node_modules folder linked: what a clean clone holds, without `npm ci`. A repository with nothing committed, so
 * what the generators add shows as new (the docs tests list files through git).
 */
function copyWorkspace(): string {
  const copy = mkdtempSync(join(tmpdir(), 'generators-workspace-'));
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
  for (const folder of ['.', 'tools', 'e2e', ...projectFolders]) {
    if (existsSync(join(root, folder, 'node_modules'))) symlinkSync(join(root, folder, 'node_modules'), join(copy, folder, 'node_modules'));
  }
  execFileSync('git', ['init', '-q'], { cwd: copy });
  execFileSync('git', ['add', '-A'], { cwd: copy });
  return copy;
}

/** The environment of a step: the caller's, without what this Vitest run and the Nx task running it set. */
const stepEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|NX_|TINYPOOL)/.test(key) && !['NODE_ENV', 'TEST', 'E2E_PORT'].includes(key))),
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
};

/** A port nothing listens on, and nothing 10 000 above it (the end-to-end suite's CAS server). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const server = createServer();
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port > 0 && port + 10_000 < 65_536) return port;
  }
}

// The two documented generators in one throw-away workspace: a feature in the portal and the console with a new code,
// one in the portal with another, and a server module; then the result passes each of `npm test`'s steps once, the
// generated end-to-end specs included. Minutes, not seconds: one cold lint, typecheck and build of what changed.
describe('the generators, run in a throw-away workspace', () => {
  let workspace = '';
  const timings: [string, number][] = [];

  /** Runs node or a command of the workspace's node_modules/.bin; fails with the end of its output unless it succeeds. */
  async function run(step: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
    const started = Date.now();
    const executable = command === 'node' ? process.execPath : join(workspace, 'node_modules/.bin', command);
    const { status, output } = await new Promise<{ status: number | null; output: string }>((done) => {
      const child = spawn(executable, args, { cwd: options.cwd ?? workspace, env: { ...stepEnv, ...options.env } });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) => done({ status: code, output: Buffer.concat(chunks).toString('utf8') }));
    });
    timings.push([step, (Date.now() - started) / 1000]);
    expect(status, `${step}:\n${output.slice(-6000)}`).toBe(0);
    return output;
  }

  /** The files the generators wrote or changed. */
  const touched = () =>
    execFileSync('git', ['ls-files', '--others', '--modified', '--exclude-standard'], { cwd: workspace, encoding: 'utf8' }).split('\n').filter(Boolean);

  beforeAll(async () => {
    const started = Date.now();
    workspace = copyWorkspace();
    timings.push(['copy the workspace', (Date.now() - started) / 1000]);
    // The feature generator as `nx g` runs it, without its npm install (node_modules are the clone's).
    await run('generate the features', 'node', [
      resolve(import.meta.dirname, 'feature/run-generator.cjs'),
      workspace,
      JSON.stringify(consoleFeature),
      JSON.stringify(portalFeature),
    ]);
    // The documented command, with the migration drizzle-kit writes.
    await run('generate the server module', 'nx', ['g', '@seller-portal/tools:server-module', ...serverModule, '--no-interactive']);
  }, stepTimeout);

  afterAll(() => {
    console.log(timings.map(([step, seconds]) => `${step}: ${seconds.toFixed(1)} s`).join('\n'));
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('writes the whole units: the migration, the new codes and every file the features and the module need', () => {
    expect(readdirSync(join(workspace, 'apps/api/drizzle')).filter((file) => file.endsWith('_trial_notes.sql'))).toHaveLength(1);
    const vocabulary = readFileSync(join(workspace, 'libs/contracts/src/core/vocabulary.ts'), 'utf8');
    for (const code of [consoleFeature.code, portalFeature.code]) expect(vocabulary).toContain(`'${code}'`);
    for (const file of [...e2eSpecs, 'apps/api/test/trial-notes.test.ts', 'apps/api/src/modules/trial-notes/index.ts', 'libs/store-notes/src/manifest.ts'])
      expect(existsSync(join(workspace, file)), file).toBe(true);
  });

  it('writes what Prettier would, and the docs tests pass', { timeout: stepTimeout }, async () => {
    await run('format', 'prettier', ['--check', ...touched().filter((file) => /\.(ts|tsx|json|cjs|mjs|css)$/.test(file))]);
    // Every export of the new libraries is used or documented in their README; quoted paths exist.
    await run('docs tests', 'vitest', ['run', '-c', 'tools/vitest.config.ts', 'tools/docs']);
  });

  it('passes lint and the typecheck of the whole workspace', { timeout: stepTimeout }, async () => {
    // As `npm test` lints: one ESLint process whose type-aware rules read the typecheck's programs.
    const programs = (await run('typecheck programs', 'node', ['tools/scripts/typecheck-workspace.mjs', '--configs'])).trim();
    await run('lint', 'eslint', ['--max-warnings=0', ...touched().filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file))], { env: { LINT_TSCONFIGS: programs } });
    await run('typecheck', 'node', ['tools/scripts/typecheck-workspace.mjs']);
  });

  it('passes the unit tests of the new libraries and of what lists them', { timeout: stepTimeout }, async () => {
    await run('unit tests', 'nx', [
      'run-many',
      '-t',
      'test',
      '-p',
      [...newLibraries, 'contracts', 'i18n', 'seller-portal', 'internal-console'].join(','),
      '--parallel=1',
      '--outputStyle=static',
    ]);
  });

  it(
    "passes the module's integration test on both databases and the server's tests of modules, settings, layers, access and declarations",
    { timeout: stepTimeout },
    async () => {
      await run('api tests', 'vitest', ['run', ...apiTests], { cwd: join(workspace, 'apps/api') });
    },
  );

  it('builds the apps and the server, and the generated end-to-end specs pass against them', { timeout: stepTimeout }, async () => {
    // The apps bundle the libraries from their sources; the libraries' own publishable builds are not rerun here.
    await run('builds', 'nx', [
      'run-many',
      '-t',
      'build',
      '-p',
      'seller-portal,internal-console,api',
      '--exclude-task-dependencies',
      '--parallel=1',
      '--outputStyle=static',
    ]);
    expect(existsSync(join(workspace, 'apps/api/dist/main.mjs'))).toBe(true);
    // The demo accounts of a fresh database hold the new codes: the specs sign in as them and open the pages.
    await run('end-to-end', 'playwright', ['test', '-c', 'e2e/playwright.config.ts', '--project=desktop', '--reporter=line', ...e2eSpecs], {
      env: { E2E_PORT: String(await freePort()) },
    });
  });
});
