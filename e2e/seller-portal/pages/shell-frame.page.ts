import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { ShellPage } from './shell.page';

/** A box on the page, rounded to the pixel, and the text it holds. */
export interface Drawn {
  box: { x: number; y: number; width: number; height: number } | null;
  text: string;
}

/** What the first paint of a daily page shows of the shell, in the same terms for the server's frame and the app's shell. */
export interface ChromeView {
  header: Drawn | null;
  avatar: Drawn | null;
  navItems: Drawn[];
  promptTitle: Drawn | null;
  promptText: Drawn | null;
}

async function drawn(locator: Locator): Promise<Drawn | null> {
  if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return null;
  const box = await locator.first().boundingBox();
  return {
    box: box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
    text: ((await locator.first().textContent()) ?? '').trim(),
  };
}

async function drawnAll(locator: Locator): Promise<Drawn[]> {
  const all: Drawn[] = [];
  for (const item of await locator.all()) {
    const one = await drawn(item);
    if (one) all.push(one);
  }
  return all;
}

/**
 * §2.8 a daily page as the server draws it before the app's JavaScript runs (the signed-in frame, apps/api static
 * `shell-frame.ts`), and as the app's shell draws it once started: the two must put the same things in the same places.
 */
export class ShellFramePage {
  private readonly shell: ShellPage;

  constructor(
    private readonly page: Page,
    lang: Lang,
  ) {
    this.shell = new ShellPage(page, lang);
  }

  /**
   * A browser whose notification permission was never asked (Playwright's Chromium answers 'denied'): the §4.11 web
   * push prompt shows, in the frame as in the shell.
   */
  async neverAskedForNotifications() {
    await this.page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'default' }));
  }

  get frame() {
    return this.page.locator('#shell-frame');
  }

  /** The page as its HTML draws it: the app's scripts are not loaded. */
  async openWithoutApp(path: string): Promise<ChromeView> {
    await this.page.route('**/assets/*.js', (route) => route.abort());
    await this.page.goto(path);
    await expect(this.frame).toBeAttached();
    const frame = this.frame;
    const view: ChromeView = {
      header: await drawn(frame.locator('.sf-header')),
      avatar: await drawn(frame.locator('.sf-avatar')),
      navItems: await drawnAll(frame.locator('.sf-item')),
      promptTitle: await drawn(frame.locator('.sf-title')),
      promptText: await drawn(frame.locator('.sf-text')),
    };
    await this.page.unroute('**/assets/*.js');
    return view;
  }

  /** The page once the app has drawn its shell (the frame gone). */
  async openWithApp(path: string, pageReady: Locator): Promise<ChromeView> {
    await this.page.goto(path);
    await expect(pageReady).toBeVisible();
    await expect(this.frame).toHaveCount(0);
    const prompt = this.page.getByRole('complementary', { name: /./ }).filter({ has: this.page.locator('#web-push-title') });
    return {
      header: await drawn(this.shell.header),
      avatar: await drawn(this.shell.header.getByRole('img').last()),
      // Each item's box and its label (the unread badge, which comes with the chat's connection, aside).
      navItems: await Promise.all(
        (await this.shell.bottomNavbar.getByRole('listitem').all()).map(async (item) => ({
          box: (await drawn(item))?.box ?? null,
          text: ((await item.locator(':scope > * > span').first().textContent()) ?? '').trim(),
        })),
      ),
      promptTitle: await drawn(prompt.getByRole('heading')),
      promptText: await drawn(prompt.locator('p')),
    };
  }
}
