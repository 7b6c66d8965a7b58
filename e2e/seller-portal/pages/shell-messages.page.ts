import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** The shell's §8 messages (libs/shell i18n), per language. */
export const shellMessageWords = {
  id: {
    alertTitle: 'Terjadi kesalahan pada sistem',
    noAnswer: /Server tidak menjawab/,
    ok: 'OK',
    cancel: 'Batal',
    notOnApp: 'Tidak tersedia di aplikasi',
  },
  en: {
    alertTitle: 'An error occurred on the system',
    noAnswer: /The server did not answer/,
    ok: 'OK',
    cancel: 'Cancel',
    notOnApp: 'Not available on app',
  },
} as const;

/** What the page's `preload-error` events said, kept across the reload they cause. */
interface SeenPreloadError {
  asset: string;
  message: string;
  reloading: boolean;
}

/**
 * The §8 messages of the portal's shell: the generic alert, 'Not available on app', and a chunk that failed to
 * preload (recorded through the page's own `preload-error` event and its document loads).
 */
export class ShellMessagesPage extends PageObject {
  readonly words: (typeof shellMessageWords)[Lang];
  private readonly documentLoads: string[] = [];

  constructor(page: Page, lang: Lang = 'id') {
    super(page, lang);
    this.words = shellMessageWords[lang];
  }

  get alert(): Locator {
    return this.page.getByRole('dialog', { name: this.words.alertTitle });
  }

  get notOnApp(): Locator {
    return this.page.getByRole('dialog', { name: this.words.notOnApp });
  }

  /** Keeps the page's `preload-error` events in the tab's session storage, so those before a reload are still there. */
  async recordPreloadErrors() {
    await this.page.addInitScript(() => {
      window.addEventListener('preload-error', (event) => {
        const { asset, error, reloading } = (event as CustomEvent<{ asset: string; error: Error; reloading: boolean }>).detail;
        const seen = JSON.parse(sessionStorage.getItem('e2e-preload-errors') ?? '[]') as unknown[];
        sessionStorage.setItem('e2e-preload-errors', JSON.stringify([...seen, { asset, message: error.message, reloading }]));
      });
    });
    this.page.on('request', (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) this.documentLoads.push(new URL(request.url()).pathname);
    });
  }

  async preloadErrors(): Promise<SeenPreloadError[]> {
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-preload-errors') ?? '[]') as SeenPreloadError[]);
  }

  /** The pages loaded as documents (a reload is one) since recording began. */
  get documents(): readonly string[] {
    return this.documentLoads;
  }

  /**
   * The server loses the script chunks this tab has not loaded yet (a deployment that removed them), all but the error
   * view's own: they answer 404 as a missing file does. What the page loads after it has drawn (its after-session
   * chunks, a lazy part of the page) counts as loaded: it has come before the files go, or a slow tab would meet a
   * second missing file of the page it is on.
   */
  async loseChunksNotYetLoaded() {
    await this.untilStill();
    const loaded = new Set(
      await this.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/')),
      ),
    );
    await this.page.route('**/assets/*.js', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (loaded.has(path) || /^\/assets\/error-[\w-]+\.js$/.test(path)) return route.fallback();
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
  }

  /** The connection drops once for the next request to a path (no answer at all), then works again. */
  async dropNextRequestTo(path: string, method: string) {
    let dropped = false;
    await this.page.route(`**${path}*`, (route) => {
      if (dropped || route.request().method() !== method) return route.fallback();
      dropped = true;
      return route.abort('connectionreset');
    });
  }

  async answerAlert(button: 'ok' | 'cancel') {
    await expect(this.alert).toBeVisible();
    await expect(this.alert.getByText(this.words.noAnswer)).toBeVisible();
    await this.alert.getByRole('button', { name: this.words[button], exact: true }).click();
    await expect(this.alert).toBeHidden();
  }
}
