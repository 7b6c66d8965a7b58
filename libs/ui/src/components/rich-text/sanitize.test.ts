import { describe, expect, it } from 'vitest';
import { hasRichTextContent, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it.each([
    ['a script is dropped', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler is dropped', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    [
      'an image handler is dropped, the image kept',
      '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">',
      '<img src="https://cdn.example/a.png" alt="a">',
    ],
    ['a javascript: link loses its address', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a link opens apart, without opener or referrer',
      '<a href="https://example.com">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['a link keeps no rel of its own', '<a href="/help" rel="opener">x</a>', '<a href="/help" target="_blank" rel="noopener noreferrer">x</a>'],
    ['a style attribute and an iframe are dropped', '<p style="color:red">a</p><iframe src="https://x"></iframe>', '<p>a</p>'],
    ['an image with a data: address is dropped', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    [
      'headings, lists and marks stay',
      '<h2>T</h2><ul><li><strong>b</strong> <em>i</em></li></ul>',
      '<h2>T</h2><ul><li><strong>b</strong> <em>i</em></li></ul>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});

describe('hasRichTextContent', () => {
  it.each([
    ['nothing', '', false],
    ['an empty paragraph (an emptied editor)', '<p></p>', false],
    ['only spaces', '<p> &nbsp; </p>', false],
    ['text', '<p>Hi</p>', true],
    ['only an image', '<img src="https://cdn.example/a.png">', true],
  ])('%s', (_name, html, expected) => {
    expect(hasRichTextContent(html)).toBe(expected);
  });
});
