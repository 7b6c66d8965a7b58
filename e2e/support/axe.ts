import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { Lang } from './accounts';
import { signInAs } from './sign-in';

/** The WCAG 2.1 A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** axe-core's source: the copy @axe-core/playwright runs. */
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * The WCAG violations of the page, as AxeBuilder's analyze finds them. On a page of one document axe is put in once and
 * run there: analyze evaluates axe's half a megabyte of source three times a call and opens a page to merge the frames'
 * results (3 to 5 s a call on a busy machine, against well under one). A page with frames is left to AxeBuilder, whose
 * merge is what reads them.
 */
async function wcagViolations(page: Page): Promise<Violations> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violations }> } };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, wcagTags);
}

/**
 * Lets what is moving settle: a dialog fading in, or a popup moving from a phone's bottom sheet to a desktop's
 * centre after a resize, has colours halfway to its own, and axe would judge those.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts on the frame after the change that caused it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Spinners run for ever: wait only for what ends, and never longer than two seconds.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const finished = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Whether an animation or a transition started since the last call (the first call only starts listening). */
async function startedMoving(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state = window as unknown as { __axeMoved?: boolean };
    const moved = state.__axeMoved === true;
    if (state.__axeMoved === undefined) {
      const mark = () => (state.__axeMoved = true);
      document.addEventListener('animationstart', mark, true);
      document.addEventListener('transitionstart', mark, true);
    }
    state.__axeMoved = false;
    return moved;
  });
}

/** The serious and critical axe violations on the page as it is now, one readable line each (empty: none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  let violations: Violations = [];
  // Something that began to move while axe read the page (a toast of an order another test placed for the same store)
  // was judged with its colours halfway: read the page again once it has settled.
  for (let reading = 0; reading < 3; reading++) {
    await settle(page);
    await startedMoving(page);
    violations = await wcagViolations(page);
    if (!(await startedMoving(page))) break;
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`)
          .join(', ')}`,
    );
}

/**
 * A page of its own at `width` × 900 in `lang`, signed in as `account` through the sign-in call: what an axe pass over
 * signed-in pages starts from. Close its context when done.
 */
export async function signedInAxePage(
  browser: Browser,
  options: { baseURL: string | undefined; lang: string; width: number; account: { username: string; password: string } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width, height: 900 }, baseURL: options.baseURL });
  const page = await context.newPage();
  await signInAs(page, options.account, options.lang);
  return { context, page };
}

/** The widths every page is read at: a desktop's and a phone's. */
export const axeWidths = [1280, 375] as const;

/** What a resize must keep: the address and the open dialogs, alerts, lists and refused fields (counted). */
function shownState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const count = (selector: string) => [...document.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0).length;
    return JSON.stringify({
      at: location.pathname + location.search,
      dialogs: count('[role="dialog"], [role="alertdialog"], dialog[open]'),
      alerts: count('[role="alert"]'),
      lists: count('[role="listbox"]'),
      refused: count('[aria-invalid="true"]'),
    });
  });
}

/**
 * The serious and critical violations of the page as it is now at each of `axeWidths`, the one page resized between
 * them (it stays at the last), each line naming where and at which width. `ready` waits for what a width draws of its
 * own (a phone's bar) before axe reads it; `shoot` keeps a screenshot at each width. A resize that loses what the
 * walk opened (a layout that draws the page anew closes its dialog) fails here: that state is then read per width.
 */
export async function seriousViolationsAtWidths(
  page: Page,
  where: string,
  { ready, shoot }: { ready?: (width: number) => Promise<void>; shoot?: (width: number) => Promise<unknown> } = {},
): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 900;
  const problems: string[] = [];
  const before = await shownState(page);
  for (const width of axeWidths) {
    await page.setViewportSize({ width, height });
    await ready?.(width);
    await settle(page);
    // A toast's alert comes and goes by itself; a dialog the new layout closed does not come back.
    await expect.poll(() => shownState(page), { message: `${where}: what shows after the resize to ${width} px`, timeout: 5_000 }).toBe(before);
    problems.push(...(await seriousViolations(page)).map((line) => `${where} (${width} px): ${line}`));
    await shoot?.(width);
  }
  return problems;
}

/** A page of an axe walk: its name, where it is, what shows once it has loaded, and what to open before it is read. */
export interface AxeVisit {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  act?: (page: Page, lang: Lang) => Promise<void>;
}

/** Opens each page of a walk in turn and reads it at both widths (a screenshot of each in tmp/screens): every finding. */
export async function walkVisits(page: Page, lang: Lang, visits: readonly AxeVisit[]): Promise<string[]> {
  const problems: string[] = [];
  for (const visit of visits) {
    await page.goto(visit.path);
    await visit.ready(page);
    await visit.act?.(page, lang);
    problems.push(
      ...(await seriousViolationsAtWidths(page, visit.name, {
        shoot: (width) => page.screenshot({ path: `tmp/screens/${visit.name}-${lang}-${width}.png`, fullPage: true }),
      })),
    );
  }
  return problems;
}
