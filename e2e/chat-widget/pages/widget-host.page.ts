import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A host page on another origin (a second 127.0.0.1 port) that embeds the widget with its one script tag, and
 * records every message posted to it and every event the loader announces.
 */
export class WidgetHostServer {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(portalURL: string): Promise<WidgetHostServer> {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>
<main><h1>A shop that embeds seller chat</h1></main>
<script>
  window.received = [];
  window.announced = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  for (const name of ['ready', 'error', 'room-opened'])
    window.addEventListener('seller-chat-widget:' + name, (event) => window.announced.push({ name, detail: event.detail }));
</script>
<script src="${portalURL}/chat-widget/loader.js" async></script>
</body></html>`;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new WidgetHostServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The host page in a browser: its launcher, the widget's frame, what it received. */
export class WidgetHostPage {
  constructor(
    readonly page: Page,
    private readonly host: WidgetHostServer,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(this.host.origin);
    await this.page.waitForFunction(() => 'SellerChat' in window);
  }

  get widget(): FrameLocator {
    // By its address: its title follows the language.
    return this.page.frameLocator('iframe[src*="/chat-widget/"]');
  }

  get launcher(): Locator {
    return this.page.getByRole('button', { name: 'Open seller chat' });
  }

  async openWithLauncher(): Promise<void> {
    await this.launcher.click();
  }

  /** A press on the launcher without its release (a finger still on it): no click yet. */
  async pressLauncher(): Promise<void> {
    await this.launcher.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  }

  /** Calls the documented API on the host page. */
  async call(method: 'open' | 'close', ...args: string[]): Promise<void>;
  async call(method: 'openRoom' | 'setLanguage', arg: string): Promise<void>;
  async call(method: string, ...args: string[]): Promise<void> {
    await this.page.evaluate(([name, values]) => (window as unknown as Record<string, Record<string, (...a: string[]) => void>>).SellerChat[name](...values), [
      method,
      args,
    ] as const);
  }

  async received(): Promise<{ origin: string; data: unknown }[]> {
    return this.page.evaluate(() => (window as unknown as { received: { origin: string; data: unknown }[] }).received);
  }

  async announced(): Promise<{ name: string; detail: unknown }[]> {
    return this.page.evaluate(() => (window as unknown as { announced: { name: string; detail: unknown }[] }).announced);
  }

  async expectReceived(data: unknown, fromOrigin: string): Promise<void> {
    await expect.poll(() => this.received()).toContainEqual({ origin: fromOrigin, data });
  }
}
