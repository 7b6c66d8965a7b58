// Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G and CPU) in Debian's Chromium
// (CHROMIUM_PATH): the public pages signed out, then a seller's daily pages signed in. Lighthouse is a development
// dependency of the project; LIGHTHOUSE_FROM=<folder> takes it from another install's node_modules
// (`npm install --prefix <folder> lighthouse`) until it is one.
// Alone: `node tools/bench/lighthouse.mjs http://127.0.0.1:4200` against a server already running (with the demo data).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The pages a future seller lands on from a search engine (§2.2, §2.5) and the account pages they open first. */
export const lighthousePages = ['/sign-in', '/register', '/learning', '/mulai-berjualan'];

/** A seller's daily pages (§2.5), measured signed in as the demo store's owner. */
export const signedInPages = ['/dashboard', '/order-list', '/conversations', '/external/product/active/all'];

/** The demo seller of README's table, signed in through the real sign-in call. */
export const benchSeller = { username: 'seller@demo.test', password: 'Seller#2026' };

export const lighthouseTargets = {
  signedOut: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 150, cls: 0.05, consoleErrors: 0 },
  signedIn: { performance: 90, accessibility: 100, bestPractices: 100, lcpMs: 2500, tbtMs: 200, cls: 0.05, scripts: 20, consoleErrors: 0 },
};

async function importFromProject(name) {
  const from = process.env.LIGHTHOUSE_FROM;
  if (!from) return import(name);
  const require = createRequire(resolve(from, 'node_modules', 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

/**
 * Signs in inside the Chromium Lighthouse drives, through the page's own sign-in call: the browser keeps the session
 * cookie as it would for a seller (HttpOnly, SameSite) and takes each rotated one the server sets later, which a fixed
 * Cookie header would not.
 */
async function signInBrowser(port, base, { username, password }) {
  const puppeteer = (await importFromProject('puppeteer-core')).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A same-origin document without the app (its start would make calls of its own).
    await page.goto(`${base}/healthz`);
    const status = await page.evaluate(
      async (credentials) =>
        (
          await fetch('/backend/gw/partners-engine/authentication/sign-in', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).status,
      { username, password },
    );
    if (status !== 200) throw new Error(`sign-in as ${username} answered ${status}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One row per page: the four category scores (0–100), LCP, TBT and CLS as Lighthouse measured them, the script
 * requests of the load and the console's errors. `signIn` signs that account in first (the pages are then its).
 */
export async function lighthouseScores(base, pages = lighthousePages, { signIn } = {}) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([importFromProject('lighthouse'), importFromProject('chrome-launcher')]);
  const { version } = createRequire(import.meta.url)(
    process.env.LIGHTHOUSE_FROM ? resolve(process.env.LIGHTHOUSE_FROM, 'node_modules/lighthouse/package.json') : 'lighthouse/package.json',
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    if (signIn) await signInBrowser(chrome.port, base, signIn);
    const rows = [];
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const score = (key) => (categories[key] ? Math.round((categories[key].score ?? 0) * 100) : undefined);
      const requests = audits['network-requests']?.details?.items ?? [];
      rows.push({
        path,
        signedIn: Boolean(signIn),
        // Where the page ended up (a lost session would measure /sign-in instead).
        finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
        status: result.lhr.runtimeError ? result.lhr.runtimeError.code : undefined,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        // Signed-in pages are not for crawlers (noindex): no SEO score.
        seo: signIn ? undefined : score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
        scripts: requests.filter((request) => request.resourceType === 'Script').length,
        consoleErrors: audits['errors-in-console']?.details?.items?.length ?? 0,
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

/** The public pages signed out, then a seller's pages signed in (each in a Chromium of its own). */
export async function lighthouseAll(base) {
  const signedOut = await lighthouseScores(base, lighthousePages);
  const signedIn = await lighthouseScores(base, signedInPages, { signIn: benchSeller });
  return { version: signedOut.version, rows: [...signedOut.rows, ...signedIn.rows] };
}

export function printLighthouse({ version, rows }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nLighthouse ${version}, mobile profile (simulated throttling), Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\n`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | script requests | console errors |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const page = `${r.path}${r.signedIn ? ' (signed in)' : ''}${r.finalPath !== r.path ? ` → ${r.finalPath}` : ''}`;
    console.log(
      `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo ?? ''} | ${seconds(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls.toFixed(3)} | ${r.scripts} | ${r.consoleErrors} |`,
    );
  }
  const { signedOut: o, signedIn: i } = lighthouseTargets;
  console.log(
    `| target, signed out | ≥ ${o.performance} | ${o.accessibility} | ${o.bestPractices} | ${o.seo} | ≤ ${o.lcpMs / 1000} s | ≤ ${o.tbtMs} ms | ≤ ${o.cls} | | ${o.consoleErrors} |`,
  );
  console.log(
    `| target, signed in | ≥ ${i.performance} | ${i.accessibility} | ${i.bestPractices} | | ≤ ${i.lcpMs / 1000} s | ≤ ${i.tbtMs} ms | ≤ ${i.cls} | ≤ ${i.scripts} | ${i.consoleErrors} |`,
  );
  for (const r of rows) if (r.failing.length) console.log(`\n${r.path} fails: ${r.failing.join(', ')}${r.status ? ` (${r.status})` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLighthouse(await lighthouseAll(process.argv[2] ?? 'http://127.0.0.1:4200'));
}
