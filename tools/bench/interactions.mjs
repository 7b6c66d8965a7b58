// The signed-in pages a seller uses all day, under Lighthouse's mobile profile (412 × 823 px, 4× CPU slowdown through
// CDP `Emulation.setCPUThrottlingRate`, Debian's Chromium), signed in through the sign-in call as the demo seller:
//  - /dashboard: when its figures are drawn (from the navigation, and from the start of the summary call), its layout
//    shift, and the calls it makes for them; with Lighthouse's network (150 ms round trip, 1.6 Mbps down)
//  - three interactions, each several times, their latency as the Event Timing API reports it (entries of type
//    'event' over 16 ms, the longest entry per interaction id: what INP takes): opening a chat room from the list,
//    switching an order tab, opening an order's detail from the list
// `npm run bench` runs it after the load (BENCH_INTERACTIONS=0 leaves it out); alone, against a running server:
// `node tools/bench/interactions.mjs http://127.0.0.1:4200` (BENCH_INTERACTION_RUNS: how many times each, default 5).
import { chromium } from '@playwright/test';

const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const seller = { username: 'seller@demo.test', password: 'Seller#2026' };

/** Collects every Event Timing entry and layout shift of the page, from its start. */
function observe() {
  window.__bench = { events: [], shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__bench.events.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          delay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
          start: e.startTime,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.shifts.push({ value: e.value, time: e.startTime });
  }).observe({ type: 'layout-shift', buffered: true });
  // The first frame with the dashboard's figures drawn and none of its placeholders left.
  const drawn = () => {
    const card = document.querySelector('[data-tutorial-step="dashboard-figures"]');
    if (card?.querySelector('[data-figure]') && !card.querySelector('[aria-busy="true"]')) window.__bench.drawn = performance.now();
    else requestAnimationFrame(drawn);
  };
  requestAnimationFrame(drawn);
  // The long animation frames, with the scripts that ran in them: where an interaction's time went.
  window.__bench.frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.frames.push({
        start: e.startTime,
        duration: e.duration,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        scripts: e.scripts.map((s) => `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName}`),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Lighthouse's phone, and a laptop's window (the seller's other screen), both with the CPU 4× slower. */
const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

async function newSellerPage(browser, base, screen = 'phone') {
  const context = await browser.newContext(screens[screen]);
  const answer = await context.request.post(`${base}/backend/gw/partners-engine/authentication/sign-in`, { data: seller });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()}`);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/**
 * Clicks `target` and waits for `done`; the interaction's latency is the longest Event Timing entry of the click's
 * interaction (input delay, handlers and the next paint), read once the page has settled.
 */
async function interaction(page, target, done) {
  await page.waitForTimeout(300);
  const since = await page.evaluate(() => performance.now());
  await target.click();
  await done();
  await page.waitForTimeout(500);
  const events = await page.evaluate((t) => window.__bench.events.filter((e) => e.start >= t), since);
  const byId = new Map();
  for (const e of events) if (!byId.has(e.id) || byId.get(e.id).duration < e.duration) byId.set(e.id, e);
  const longest = [...byId.values()].sort((a, b) => b.duration - a.duration)[0];
  // BENCH_INTERACTION_FRAMES=1 prints the long animation frames around each interaction (the scripts in them).
  if (process.env.BENCH_INTERACTION_FRAMES === '1' && longest) {
    const frames = await page.evaluate(({ from, to }) => window.__bench.frames.filter((f) => f.start + f.duration >= from && f.start <= to), {
      from: longest.start - 200,
      to: longest.start + longest.duration,
    });
    console.log(`${Math.round(longest.duration)} ms ${longest.name} on ${page.url()}`);
    for (const f of frames)
      console.log(
        `  frame at ${Math.round(f.start - longest.start)} ms: ${Math.round(f.duration)} ms (render ${Math.round(f.render)} ms) ${f.scripts.join('; ')}`,
      );
  }
  return longest ?? { duration: 0, delay: 0, processing: 0 };
}

async function dashboard(browser, base) {
  const { context, page, cdp } = await newSellerPage(browser, base);
  try {
    // One visit first, so the second finds the scripts in the cache as a seller coming back does.
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const calls = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/backend/analytics/')) calls.push(path);
    });
    await page.goto(`${base}/dashboard`);
    await page.waitForFunction(() => window.__bench.drawn !== undefined, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return page.evaluate((calls) => {
      const { drawn, shifts } = window.__bench;
      const summary = performance.getEntriesByType('resource').find((e) => e.name.includes('/backend/analytics/dashboard/summary'));
      return {
        drawn,
        fromCall: summary ? drawn - summary.startTime : null,
        call: summary ? summary.responseEnd - summary.startTime : null,
        cls: shifts.reduce((sum, s) => sum + s.value, 0),
        calls,
      };
    }, calls);
  } finally {
    await context.close();
  }
}

/** Opens `path` signed in on `screen`, slows the CPU 4× and runs `measure(page)`; the browser context closes after. */
async function onSlowPage(browser, base, screen, path, measure) {
  const { context, page, cdp } = await newSellerPage(browser, base, screen);
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await measure(page);
  } finally {
    await context.close();
  }
}

function chatRooms(browser, base, screen) {
  return onSlowPage(browser, base, screen, '/conversations', async (page) => {
    const rooms = page.getByTestId('conversation-list').locator('a[href^="/conversations/"]');
    await rooms.first().waitFor();
    const results = [];
    for (let i = 0; i < runs; i++) {
      const room = rooms.nth(i % (await rooms.count()));
      const href = await room.getAttribute('href');
      results.push(await interaction(page, room, () => page.waitForURL((url) => url.pathname === href)));
      await page.getByTestId('chat-message').first().waitFor();
      // Back to the list (on a phone the room takes the screen), not measured.
      await page.goBack();
      await rooms.first().waitFor();
    }
    return results;
  });
}

function orderTabs(browser, base, screen) {
  return onSlowPage(browser, base, screen, '/order-list', async (page) => {
    const tabs = page.locator('nav a[href*="status="]');
    const count = await tabs.count();
    const results = [];
    for (let i = 0; i < runs; i++) {
      const tab = tabs.nth((i + 1) % count);
      const status = new URL(await tab.getAttribute('href'), base).searchParams.get('status');
      results.push(await interaction(page, tab, () => page.waitForURL((url) => url.searchParams.get('status') === status)));
      await page.waitForLoadState('networkidle');
    }
    return results;
  });
}

function orderDetails(browser, base, screen) {
  return onSlowPage(browser, base, screen, '/order-list?status=ALL', async (page) => {
    const orders = page.locator('tbody tr a[href^="/order-list/"], tbody tr a[href^="/order/"]');
    await orders.first().waitFor();
    const results = [];
    for (let i = 0; i < runs; i++) {
      const order = orders.nth(i);
      const number = (await order.textContent()).trim();
      results.push(
        await interaction(page, order, () =>
          page.getByRole('heading', { level: 1, name: new RegExp(number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor(),
        ),
      );
      await page.goBack();
      await orders.first().waitFor();
    }
    return results;
  });
}

export async function interactionsBench(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = { dashboard: await dashboard(browser, base) };
    for (const screen of Object.keys(screens))
      result[screen] = {
        chat: await chatRooms(browser, base, screen),
        tabs: await orderTabs(browser, base, screen),
        details: await orderDetails(browser, base, screen),
      };
    return result;
  } finally {
    await browser.close();
  }
}

export function printInteractions(result) {
  const ms = (value) => `${Math.round(value)} ms`;
  const worst = (list) => list.reduce((a, b) => (b.duration > a.duration ? b : a));
  const row = (name, list) => {
    const w = worst(list);
    return [
      name,
      `${ms(w.duration)} (input delay ${ms(w.delay)}, handlers ${ms(w.processing)}); all: ${list.map((e) => Math.round(e.duration)).join(', ')}`,
      '≤ 200 ms',
    ];
  };
  const d = result.dashboard;
  const rows = [
    [
      '/dashboard figures drawn: from the navigation / from the summary call’s start (the call itself)',
      `${ms(d.drawn)} / ${d.fromCall === null ? '–' : `${ms(d.fromCall)} (${ms(d.call)})`}; ${d.calls.length} analytics calls: ${d.calls.map((c) => c.replace('/backend/analytics/', '')).join(', ')}`,
      '≤ 1 s, one call + two',
    ],
    ['/dashboard cumulative layout shift', d.cls.toFixed(3), '≤ 0.05'],
    ...Object.keys(screens).flatMap((screen) => [
      row(`INP, ${screen}: open a chat room from the list`, result[screen].chat),
      row(`INP, ${screen}: switch an order tab`, result[screen].tabs),
      row(`INP, ${screen}: open an order's detail from the list`, result[screen].details),
    ]),
  ];
  console.log(
    `\nSigned-in pages as the demo seller, 4× CPU slowdown (the dashboard on a 412 px phone with 150 ms RTT and 1.6 Mbps; the interactions at 412 and 1280 px), ${runs} runs each, the worst shown\n`,
  );
  console.log('| measure | result | target |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printInteractions(await interactionsBench(process.argv[2] ?? 'http://127.0.0.1:4200'));
}
