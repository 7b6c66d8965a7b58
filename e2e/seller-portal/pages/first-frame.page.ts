import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** One element of a page as the comparison sees it: its place in the tree, classes, own text and what it is. */
export interface ElementShape {
  path: string;
  text: string;
  attributes: string;
}

/** The boxes of what a visitor reads first: the heading, the line under it, the fields and the button. */
export type Boxes = Record<string, { x: number; y: number; width: number; height: number }>;

/**
 * Parts of the app's page that arrive after its first render, which the server's frame leaves out: the download-app
 * banner inside its kept place (§2.8), the sign-in banner under the form, the social sign-in buttons, the toasts' region.
 */
const lateParts = [
  '[class*="_appBannerPlace_"] > *',
  '[data-testid="login-banner"]',
  '[class*="_alternatives_"] > [class*="_divider_"]',
  '[class*="_alternatives_"] > [class*="_buttons_"]',
  '[role="status"][aria-live]',
];

/**
 * Attributes the comparison ignores: the ids React draws (`useId`) and the references to them, the router's link marks,
 * and what only the frame has (`readonly`: its fields take no typing before the app runs).
 */
const ignoredAttributes = new Set(['id', 'for', 'name', 'aria-controls', 'aria-describedby', 'data-discover', 'readonly', 'value']);

/** /sign-in and /register as the server draws them before the app runs (its first frame), and as the app then draws them. */
export class FirstFramePage extends PageObject {
  /** The frame the server drew, while the app has not replaced it. */
  get frame() {
    return this.page.locator('[data-first-frame]');
  }

  /** A page with JavaScript off, in a context of its own with `use`'s device (the language by the address). */
  static async withoutJavaScript(browser: Browser, use: BrowserContextOptions, lang: Lang): Promise<FirstFramePage> {
    const context = await browser.newContext({ ...use, javaScriptEnabled: false });
    return new FirstFramePage(await context.newPage(), lang);
  }

  async open(path: '/sign-in' | '/register') {
    await this.page.goto(this.lang === 'en' ? `${path}?lang=en` : path);
  }

  /**
   * Opens the page with the app's entry held back until `release` is called: what shows meanwhile is the server's
   * frame alone.
   */
  async openHoldingTheApp(path: '/sign-in' | '/register'): Promise<{ release: () => void }> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await this.page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await this.open(path);
    return { release };
  }

  heading(text: string) {
    return this.page.getByRole('heading', { level: 1, name: text });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The app has drawn the page (the frame is gone) and loaded what it loads after. */
  async untilTheAppDrew() {
    await expect(this.frame).toHaveCount(0);
    await this.untilStill();
  }

  /** The elements under the root (or the frame), in document order, without the parts that come later. */
  async shape(): Promise<ElementShape[]> {
    return this.page.evaluate(
      ({ late, ignored }) => {
        const root = document.querySelector('[data-first-frame]') ?? document.getElementById('root');
        if (!root) return [];
        const skipped = new Set(late.flatMap((selector) => [...root.querySelectorAll(selector)]));
        const shapes: { path: string; text: string; attributes: string }[] = [];
        const walk = (element: Element, path: string) => {
          for (const child of element.children) {
            if (skipped.has(child) || child.tagName === 'STYLE') continue;
            // The frame keeps the banner's place on a phone's width only (its style hides it wider), as the app does.
            if (child.matches('[class*="_appBannerPlace_"]') && getComputedStyle(child).display === 'none') continue;
            const here = `${path}/${child.tagName.toLowerCase()}${child.getAttribute('class') ? `.${child.getAttribute('class')?.split(' ').join('.')}` : ''}`;
            const text = [...child.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent ?? '')
              .join('')
              .replace(/\s+/g, ' ')
              .trim();
            const attributes = [...child.attributes]
              .filter((attribute) => attribute.name !== 'class' && !ignored.includes(attribute.name))
              .map((attribute) => `${attribute.name}=${attribute.value}`)
              .sort()
              .join(' ');
            shapes.push({ path: here, text, attributes });
            walk(child, here);
          }
        };
        walk(root, '');
        return shapes;
      },
      { late: lateParts, ignored: [...ignoredAttributes] },
    );
  }

  /**
   * Where the heading, the line under it, each field and the button are drawn, with the parts that come later left
   * out (on a desktop the form is centred in its column: the sign-in banner's arrival under it moves it up).
   */
  async boxes(): Promise<Boxes> {
    return this.page.evaluate((late) => {
      const hidden = late.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(`#root ${selector}`)]);
      const displays = hidden.map((element) => element.style.display);
      hidden.forEach((element) => (element.style.display = 'none'));
      const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
      const put = (key: string, element: Element | null) => {
        if (!element) return;
        const { x, y, width, height } = element.getBoundingClientRect();
        boxes[key] = { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
      };
      const heading = document.querySelector('#root h1');
      put('heading', heading);
      put('subtitle', heading?.nextElementSibling ?? null);
      document.querySelectorAll('#root form input').forEach((input, index) => put(`input ${index}`, input));
      put('submit', document.querySelector('#root form button[type="submit"]'));
      hidden.forEach((element, index) => (element.style.display = displays[index]));
      return boxes;
    }, lateParts);
  }

  async close() {
    await this.page.context().close();
  }

  get browserPage(): Page {
    return this.page;
  }

  /**
   * Starts counting the stylesheets the tab downloads; the answer lists those among them whose text the document
   * already held in a `<style>` (written in by the server), read once the app has drawn.
   */
  countStylesheetDownloads(): () => Promise<string[]> {
    const asked: string[] = [];
    this.page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') asked.push(new URL(request.url()).pathname);
    });
    return async () => {
      const written = new Set(await this.page.locator('style').evaluateAll((styles) => styles.map((style) => style.textContent?.trim())));
      const again: string[] = [];
      for (const path of asked) if (written.has((await (await this.page.request.get(path)).text()).trim())) again.push(path);
      return again;
    };
  }
}
