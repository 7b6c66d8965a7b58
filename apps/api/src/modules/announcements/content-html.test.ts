import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeAnnouncementHtml } from './content-html';

describe('announcement content HTML', () => {
  it.each([
    ['a heading and a paragraph', '<h2>Judul</h2><p>Isi <strong>tebal</strong>, <em>miring</em> dan <u>garis</u></p>'],
    ['lists', '<ul><li>satu</li></ul><ol><li>dua</li></ol>'],
    ['an https image', '<p><img src="https://cdn.example.com/a.png" alt="Banner" /></p>'],
  ])('keeps %s as it is', (_what, html) => {
    expect(sanitizeAnnouncementHtml(html)).toEqual({ ok: true, html });
  });

  it('gives links a new tab without the opener', () => {
    expect(sanitizeAnnouncementHtml('<a href="https://example.com">x</a>')).toEqual({
      ok: true,
      html: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    });
  });

  it.each([
    ['a style attribute and an unknown tag', '<p style="color:red">a<span>b</span></p>', '<p>ab</p>'],
    ['an http image', '<img src="http://example.com/a.png">', '<img />'],
    ['a class', '<p class="x">a</p>', '<p>a</p>'],
  ])('drops %s', (_what, html, clean) => {
    expect(sanitizeAnnouncementHtml(html)).toEqual({ ok: true, html: clean });
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>'],
    ['a script in capitals', '<SCRIPT src="https://evil.example/x.js"></SCRIPT>'],
    ['an event handler', '<img src="https://example.com/a.png" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link hidden by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['an iframe', '<iframe src="https://example.com"></iframe>'],
  ])('refuses %s', (_what, html) => {
    expect(sanitizeAnnouncementHtml(html)).toEqual({ ok: false });
  });

  it.each([
    ['<p>Halo</p>', true],
    ['<p><img src="https://example.com/a.png"></p>', true],
    ['<p> </p><p>&nbsp;</p>', false],
    ['', false],
  ])('%j has visible content: %s', (html, visible) => {
    expect(hasVisibleContent(html)).toBe(visible);
  });
});
