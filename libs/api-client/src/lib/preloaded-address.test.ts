import { afterEach, describe, expect, it } from 'vitest';
import { preloadedAddress } from './client';

const preloaded = '/backend/analytics/dashboard/summary?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=111';

function preload(href: string, marked = true) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.setAttribute('href', href);
  if (marked) link.setAttribute('data-call', '');
  document.head.append(link);
  return link;
}

afterEach(() => document.head.replaceChildren());

describe('preloadedAddress', () => {
  it.each([
    [
      'the same call with another requestId',
      '/backend/analytics/dashboard/summary?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=222',
      preloaded,
    ],
    ['its query in another order', '/backend/analytics/dashboard/summary?requestId=222&clientId=partners-main-ui&channelId=Web&storeId=10001', preloaded],
    ['another path', '/backend/analytics/tasks?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=222', null],
    ['another store', '/backend/analytics/dashboard/summary?storeId=10002&channelId=Web&clientId=partners-main-ui&requestId=222', null],
    ['a query of its own', '/backend/analytics/dashboard/summary?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=222&page=2', null],
  ])('%s', (_, asked, answer) => {
    preload(preloaded);
    expect(preloadedAddress(asked)).toBe(answer ?? asked);
  });

  it('answers from a preload once: a second call asks the server', () => {
    const link = preload(preloaded);
    const asked = '/backend/analytics/dashboard/summary?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=222';
    expect(preloadedAddress(asked)).toBe(preloaded);
    expect(link.hasAttribute('data-call')).toBe(false);
    expect(preloadedAddress(asked)).toBe(asked);
  });

  it('leaves the document’s other preloads alone (scripts, or a fetch not written for the client)', () => {
    preload(preloaded, false);
    const asked = '/backend/analytics/dashboard/summary?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=222';
    expect(preloadedAddress(asked)).toBe(asked);
  });
});
