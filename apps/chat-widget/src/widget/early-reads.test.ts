import { apiPaths, requestDefaults } from '@seller-portal/contracts/core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withEarlyReads } from './early-reads';

afterEach(() => vi.unstubAllGlobals());

describe('withEarlyReads', () => {
  it('answers the first GET of a path the page asked for with that answer, and every later call from the network', async () => {
    const early = new Response('{"early":true}');
    const network = vi.fn(async () => new Response('{"network":true}'));
    vi.stubGlobal('fetch', network);
    const fetch = withEarlyReads([[apiPaths.session, Promise.resolve(early)]]);

    expect(await fetch(`${apiPaths.session}?requestId=1`, { method: 'GET' })).toBe(early);
    expect(network).not.toHaveBeenCalled();
    await fetch(`${apiPaths.session}?requestId=2`, { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends other paths and other methods as they are', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    const fetch = withEarlyReads([[apiPaths.session, Promise.resolve(new Response('{}'))]]);

    await fetch(`${apiPaths.config}?requestId=1`, { method: 'GET' });
    await fetch(apiPaths.session, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('without early reads, calls the network', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await withEarlyReads(undefined)(apiPaths.session, { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe("index.html's early reads", () => {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it("asks for the session and the app config at the contracts' paths", () => {
    expect(script).toContain(`['${apiPaths.session}', '${apiPaths.config}']`);
  });

  it('sends the standard query the API client sends', () => {
    const standard = new URLSearchParams(/'(storeId=[^']*)'/.exec(script)?.[1]);
    expect(Object.fromEntries([...standard].filter(([key]) => key !== 'requestId'))).toEqual(requestDefaults);
    expect(standard.has('requestId')).toBe(true);
  });

  it('keeps the promises where the widget takes them', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    const window: { sellerChatReads?: unknown } = {};
    new Function('window', 'fetch', script)(window, fetch);
    expect((window.sellerChatReads as [string, unknown][]).map(([path]) => path)).toEqual([apiPaths.session, apiPaths.config]);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${apiPaths.session}\\?storeId=`)),
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});
