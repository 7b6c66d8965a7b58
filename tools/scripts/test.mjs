// `npm test`: every check the project has, in the order that fails fastest, then one total.
//   format → lint (module boundaries included) → typecheck → unit and integration tests (PGlite and PostgreSQL)
//   → builds (libraries, apps, Storybook) → Playwright end to end in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const reports = resolve(root, 'tmp/test-reports');
rmSync(reports, { recursive: true, force: true });

const steps = [
  ['format', bin('prettier'), ['--check', '--log-level=warn', '{apps,libs,tools,e2e}/**/*.{ts,tsx,mjs,cjs,css,json}', '*.{json,mjs,ts}']],
  ['lint', bin('nx'), ['run-many', '-t', 'lint', '--parallel=2', '--output-style=static']],
  // Every project in a few TypeScript programs, each file once (see typecheck-workspace.mjs).
  ['typecheck', process.execPath, [resolve(root, 'tools/scripts/typecheck-workspace.mjs')]],
  ['unit and integration tests', bin('nx'), ['run-many', '-t', 'test', '--parallel=2', '--output-style=static']],
  ['builds', bin('nx'), ['run-many', '-t', 'build', 'build-storybook', '--parallel=2', '--output-style=static']],
  ['end-to-end', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

const started = Date.now();
const timings = [];
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  timings.push([name, ((Date.now() - t0) / 1000).toFixed(1)]);
  if (run.status !== 0) {
    summarize();
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(run.status ?? 1);
  }
}
summarize();

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
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds}`);
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
