import { expect, type APIRequestContext } from '@playwright/test';
import type { DevOutboxEntry } from '@seller-portal/contracts/accounts';
import { devOutboxKey } from '../../support/accounts';

/**
 * The server's development outbox (GET /dev/outbox.json, newest first): where the suite reads the codes and
 * links the server sent, as a person would on /dev/outbox.
 */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  async list(recipient: string): Promise<DevOutboxEntry[]> {
    const answer = await this.request.get('/dev/outbox.json', { params: { to: recipient, key: devOutboxKey } });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as DevOutboxEntry[];
  }

  /** The messages to `recipient` sent since `since` (epoch ms) that match, newest first, once there is one. */
  async waitFor(recipient: string, since: number, match: (entry: DevOutboxEntry) => boolean): Promise<DevOutboxEntry[]> {
    let found: DevOutboxEntry[] = [];
    await expect
      .poll(
        async () => {
          found = (await this.list(recipient)).filter((entry) => entry.createdAt >= since - 1000 && match(entry));
          return found.length;
        },
        { message: `a message to ${recipient}` },
      )
      .toBeGreaterThan(0);
    return found;
  }

  /** One-time codes sent to `recipient` since `since`, newest first. */
  async codes(recipient: string, since: number): Promise<string[]> {
    const entries = await this.waitFor(recipient, since, (entry) => entry.code !== null);
    return entries.map((entry) => entry.code as string);
  }

  /** The newest link sent to `recipient` since `since` whose path matches. */
  async link(recipient: string, since: number, path: RegExp): Promise<string> {
    const entries = await this.waitFor(recipient, since, (entry) => entry.links.some((link) => path.test(new URL(link).pathname)));
    return entries[0].links.find((link) => path.test(new URL(link).pathname)) as string;
  }
}
