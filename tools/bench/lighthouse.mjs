// Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G and CPU) on the public pages, in
// Debian's Chromium (CHROMIUM_PATH). Lighthouse is a development dependency of the project; LIGHTHOUSE_FROM=<folder>
// takes it from another install's node_modules (`npm install --prefix <folder> lighthouse`) until it is one.
// Alone: `node tools/bench/lighthouse.mjs http://127.0.0.1:4200` against a server already running.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The pages a future seller lands on from a search engine (§2.2, §2.5). */
export const lighthousePages = ['/sign-in', '/learning', '/mulai-berjualan'];

export const lighthouseTargets = { performance: 95, accessibility: 100, seo: 100, lcpMs: 1500 };

async function importFromProject(name) {
  const from = process.env.LIGHTHOUSE_FROM;
  if (!from) return import(name);
  const require = createRequire(resolve(from, 'node_modules', 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

/** One row per page: the four category scores (0–100) and LCP, TBT and CLS as Lighthouse measured them. */
export async function lighthouseScores(base, pages = lighthousePages) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([importFromProject('lighthouse'), importFromProject('chrome-launcher')]);
  const { version } = createRequire(import.meta.url)(
    process.env.LIGHTHOUSE_FROM ? resolve(process.env.LIGHTHOUSE_FROM, 'node_modules/lighthouse/package.json') : 'lighthouse/package.json',
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const rows = [];
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        path,
        status: result.lhr.runtimeError ? result.lhr.runtimeError.code : undefined,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
        // What keeps a score below 100: the failing audits, for the README's notes.
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
          .map((audit) => audit.id),
      });
    }
    return { version, rows };
  } finally {
    chrome.kill();
  }
}

export function printLighthouse({ version, rows }) {
  const t = lighthouseTargets;
  console.log(`\nLighthouse ${version}, mobile profile (simulated throttling), Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls.toFixed(3)} |`,
    );
  }
  console.log(`| target | ≥ ${t.performance} | ${t.accessibility} | | ${t.seo} | ≤ ${(t.lcpMs / 1000).toFixed(1)} s | | |`);
  for (const r of rows) if (r.failing.length) console.log(`\n${r.path} fails: ${r.failing.join(', ')}${r.status ? ` (${r.status})` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLighthouse(await lighthouseScores(process.argv[2] ?? 'http://127.0.0.1:4200'));
}
