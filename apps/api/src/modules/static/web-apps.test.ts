import { describe, expect, it } from 'vitest';
import { cacheControlFor, webAppForPath, webAppOfFile, type WebAppName } from './web-apps';

describe('web apps', () => {
  it.each([
    ['/', 'seller-portal'],
    ['/dashboard', 'seller-portal'],
    ['/console/', 'internal-console'],
    ['/console/announcement/create', 'internal-console'],
    ['/consoles', 'seller-portal'],
    ['/chat-widget/', 'chat-widget'],
    ['/chat-widget/room/1', 'chat-widget'],
  ])('%s belongs to %s', (path, name) => {
    expect(webAppForPath(path).name).toBe(name);
  });

  it.each([
    ['assets/index-3f2a.js', 'public, max-age=31536000, immutable'],
    ['assets/fonts/a.woff2', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['loader.js', 'no-cache'],
    ['favicon.ico', 'no-cache'],
  ])('%s is cached with %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });

  it('tells which app a file on disk belongs to', () => {
    const roots = new Map<WebAppName, string>([
      ['seller-portal', '/web/seller-portal'],
      ['internal-console', '/web/internal-console'],
      ['chat-widget', '/web/chat-widget'],
    ]);
    expect(webAppOfFile('/web/chat-widget/index.html', roots)?.name).toBe('chat-widget');
    expect(webAppOfFile('/web/seller-portal/assets/a.js', roots)?.name).toBe('seller-portal');
    expect(webAppOfFile('/web/seller-portal-old/a.js', roots)).toBeUndefined();
  });
});
