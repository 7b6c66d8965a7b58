import { expect, type Page } from '@playwright/test';
import type { RealtimeServerFrame } from '@seller-portal/contracts/core';
import type { Lang } from '../../support/accounts';

/** What every page object holds: the browser page, and the language it reads the page's words in (Indonesian unless told). */
export abstract class PageObject {
  constructor(
    protected readonly page: Page,
    protected readonly lang: Lang = 'id',
  ) {}

  /**
   * Waits until what the page loads has come (network idle). On a phone the download-app banner (§2.8) arrives after
   * a signed-out page's form and pushes it down, so a tap made while it arrives lands beside what it aimed at.
   */
  protected async untilStill() {
    await this.page.waitForLoadState('networkidle');
  }

  /**
   * Opens a page (`open`) and waits until the tab listens: its realtime socket answered `ready` (or `resync`, which
   * stands for it). The shell's listeners subscribe with the page, before the socket opens, so an event caused after
   * this reaches them all. Frames are watched from the socket's first one (its answer may come before the page has
   * drawn its heading), and a socket opened again after a reconnect counts too (it resumes where it stopped).
   */
  protected async openLive(open: () => Promise<void>) {
    let listening = false;
    this.page.on('websocket', (ws) => {
      if (!ws.url().includes('/backend/realtime')) return;
      ws.on('framereceived', (frame) => {
        const { t } = JSON.parse(String(frame.payload)) as RealtimeServerFrame;
        listening ||= t === 'ready' || t === 'resync';
      });
    });
    await open();
    await expect.poll(() => listening).toBe(true);
  }
}
