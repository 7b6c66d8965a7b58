import { afterEach, describe, expect, it } from 'vitest';
import { findInjectedScript, injectScriptOnce, scriptUrl } from './script-loader';

const base = 'https://portal.example.test/dashboard';

describe('scriptUrl: configured script addresses', () => {
  const rows: { name: string; raw: string | null | undefined; expected: string | null }[] = [
    { name: 'an https address is kept', raw: 'https://cdn.example.test/sdk.js', expected: 'https://cdn.example.test/sdk.js' },
    { name: 'an http address is kept', raw: 'http://cdn.example.test/sdk.js', expected: 'http://cdn.example.test/sdk.js' },
    { name: 'a root-relative path resolves against the page', raw: '/static/sdk.js', expected: 'https://portal.example.test/static/sdk.js' },
    { name: 'surrounding blanks are trimmed', raw: '  https://cdn.example.test/sdk.js ', expected: 'https://cdn.example.test/sdk.js' },
    { name: 'no value means nothing loads', raw: undefined, expected: null },
    { name: 'an empty value means nothing loads', raw: '', expected: null },
    { name: 'a blank value means nothing loads', raw: '   ', expected: null },
    { name: 'a javascript: value never becomes a script', raw: 'javascript:alert(1)', expected: null },
    { name: 'a data: value never becomes a script', raw: 'data:text/javascript,alert(1)', expected: null },
    { name: 'an unparseable value means nothing loads', raw: 'http://', expected: null },
  ];
  it.each(rows)('$name', ({ raw, expected }) => {
    expect(scriptUrl(raw, base)?.href ?? null).toBe(expected);
  });
});

describe('injectScriptOnce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one async script per source and returns the same element again', () => {
    const first = injectScriptOnce(document, 'https://cdn.example.test/a.js', 'test');
    const again = injectScriptOnce(document, 'https://cdn.example.test/a.js', 'test');
    const other = injectScriptOnce(document, 'https://cdn.example.test/b.js', 'test');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(first.async).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    expect(findInjectedScript(document, 'https://cdn.example.test/b.js')).toBe(other);
    expect(findInjectedScript(document, 'https://cdn.example.test/c.js')).toBeNull();
  });

  it('does not take over a script the page added itself', () => {
    const own = document.createElement('script');
    own.src = 'https://cdn.example.test/a.js';
    document.head.appendChild(own);
    expect(findInjectedScript(document, 'https://cdn.example.test/a.js')).toBeNull();
    expect(injectScriptOnce(document, 'https://cdn.example.test/a.js', 'test')).not.toBe(own);
  });
});
