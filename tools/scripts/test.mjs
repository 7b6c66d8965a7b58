// `npm test`: every check the project has, in the order that fails fastest, then one total.
//   format, lint (module boundaries included) and typecheck side by side → unit and integration tests (PGlite and
//   PostgreSQL) → builds (libraries, apps, Storybook) → Playwright end to end in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const reports = resolve(root, 'tmp/test-reports');
rmSync(reports, { recursive: true, force: true });

// The typecheck's few programs (see typecheck-workspace.mjs) also give the lint's type-aware rules their types.
const programs = spawnSync(process.execPath, [resolve(root, 'tools/scripts/typecheck-workspace.mjs'), '--configs'], { cwd: root, encoding: 'utf8' });
if (programs.status !== 0) {
  console.error(programs.stderr);
  process.exit(programs.status ?? 1);
}

/** A step: [name, command, args, extra env]. A list of steps runs side by side (they read the sources only). */
const steps = [
  [
    ['format', bin('prettier'), ['--check', '--log-level=warn', '{apps,libs,tools,e2e}/**/*.{ts,tsx,mjs,cjs,css,json}', '*.{json,mjs,ts}']],
    // One process for the workspace: module boundaries read the project graph once, type-aware rules share programs.
    ['lint', bin('eslint'), ['--max-warnings=0', 'apps', 'libs', 'tools', 'e2e'], { LINT_TSCONFIGS: programs.stdout.trim() }],
    ['typecheck', process.execPath, [resolve(root, 'tools/scripts/typecheck-workspace.mjs')], { TYPECHECK_PARALLEL: '1' }],
  ],
  ['unit and integration tests', bin('nx'), ['run-many', '-t', 'test', '--parallel=3', '--output-style=static']],
  ['builds', bin('nx'), ['run-many', '-t', 'build', 'build-storybook', '--parallel=2', '--output-style=static']],
  ['end-to-end', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

// `node tools/scripts/test.mjs lint typecheck` runs only the steps named (all by default).
const only = process.argv.slice(2);
const started = Date.now();
const timings = [];
for (const step of steps) {
  const group = (Array.isArray(step[0]) ? step : [step]).filter(([name]) => !only.length || only.includes(name));
  if (!group.length) continue;
  // Each step's row in the table in the order of the steps, whichever of a group ends first.
  for (const [name] of group) timings.push([name, '']);
  const results = group.length === 1 ? [runInline(group[0])] : await Promise.all(group.map(runBuffered));
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length) {
    summarize();
    console.error(`\nnpm test failed at: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(failed[0].status ?? 1);
  }
}
summarize();

/** A step alone: its output as it comes. */
function runInline([name, command, args, extraEnv = {}]) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  record(name, t0);
  return { name, status: run.status };
}

/** A step beside others: its output printed whole when it ends, so the steps' lines do not interleave. */
function runBuffered([name, command, args, extraEnv = {}]) {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...extraEnv, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = record(name, t0);
      console.log(`\n=== ${name} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s, beside the others of its group) ===`);
      process.stdout.write(Buffer.concat(output));
      done({ name, status });
    });
  });
}

function record(name, t0) {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.find(([step]) => step === name)[1] = seconds;
  return seconds;
}

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const flaky = [];
  if (existsSync(reports)) {
    for (const file of readdirSync(reports).filter((f) => f.endsWith('.json'))) {
      const report = JSON.parse(readFileSync(resolve(reports, file), 'utf8'));
      if (report.stats) {
        // Playwright's JSON reporter
        passed += report.stats.expected + report.stats.flaky;
        flaky.push(...flakyTitles(report.suites ?? []));
        failed += report.stats.unexpected;
        skipped += report.stats.skipped;
      } else {
        passed += report.numPassedTests ?? 0;
        failed += report.numFailedTests ?? 0;
        skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      }
    }
  }
  console.log('\nStep timings (s):');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds || '(stopped)'}`);
  console.log(`  ${'total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)}`);
  // A test that passes only on retry is a bug with a cause to find: name each one, never hide it in the total.
  if (flaky.length) console.log(`\nPassed only on retry (flaky, a bug to fix):\n${flaky.map((title) => `  ${title}`).join('\n')}`);
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/** Titles of the Playwright tests whose final status is flaky, from the JSON report's nested suites. */
function flakyTitles(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((test) => test.status === 'flaky').map((test) => `[${test.projectName}] ${[...here, spec.title].join(' › ')}`),
    );
    return [...own, ...flakyTitles(suite.suites ?? [], here)];
  });
}
