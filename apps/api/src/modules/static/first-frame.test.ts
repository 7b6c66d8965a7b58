import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import id from '../../i18n/id.json' with { type: 'json' };
import { drawFirstFrame, firstFramePathOf, withFirstFrame, type CssModuleClasses } from './first-frame';

/** A build's classes for any file and name: `<file's name>__<name>` (the way a build's would differ from the source's). */
function everyClass(except: string[] = []): CssModuleClasses {
  return new Proxy(
    {},
    {
      get: (_, file: string) =>
        except.includes(file)
          ? undefined
          : new Proxy({}, { get: (__, name: string) => `${file.slice(file.lastIndexOf('/') + 1).replace('.module.css', '')}__${name}` }),
    },
  );
}

const elements = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

describe('the first frame of /sign-in and /register', () => {
  it('draws the sign-in page in the request’s language: its heading, fields, button and language switch, with the build’s classes', () => {
    for (const [language, texts] of [
      ['id', id.firstFrame],
      ['en', en.firstFrame],
    ] as const) {
      const frame = drawFirstFrame('/sign-in', everyClass(), { language, appBanner: false }) ?? '';
      expect(frame).toContain(`<h1 class="SignInPage__title">${texts.signIn.title}</h1>`);
      expect(frame).toContain(`<p class="SignInPage__subtitle">${texts.signIn.subtitle}</p>`);
      expect(frame).toContain(`>${texts.signIn.username}</label>`);
      expect(frame).toContain(`aria-label="${texts.showPassword}"`);
      expect(frame).toContain(`<span class="Button__label">${texts.signIn.submit}</span>`);
      expect(frame).toMatch(new RegExp(`<label class="LanguageSwitch__option LanguageSwitch__selected" lang="${language}"><input [^>]*checked=""`));
      expect(frame).not.toContain('root-layout__appBannerPlace"></div>');
    }
  });

  it('is inert, its fields read-only: nothing in it takes input before the app replaces it', () => {
    const frame = drawFirstFrame('/register', everyClass(), { language: 'id', appBanner: true }) ?? '';
    expect(frame).toMatch(/^<style>[^<]*<\/style><div data-first-frame="register" inert>/);
    const inputs = elements(frame, /<input [^>]*>/g).filter((input) => !/type="(radio|checkbox)"/.test(input));
    expect(inputs).toHaveLength(6);
    for (const input of inputs) expect(input).toContain(' readonly=""');
    expect(frame).not.toMatch(/<script/i);
  });

  it('draws the download-app banner’s place when the request allows it, kept on a phone’s width only', () => {
    const frame = drawFirstFrame('/sign-in', everyClass(), { language: 'id', appBanner: true }) ?? '';
    expect(frame).toContain('<div data-first-frame="sign-in" inert><div class="root-layout__appBannerPlace"></div>');
    expect(frame).toContain('@media (min-width:769px){[data-first-frame]>.root-layout__appBannerPlace{display:none}}');
  });

  it('ties every label and hint to its field, as the app’s fields do', () => {
    const frame = drawFirstFrame('/register', everyClass(), { language: 'en', appBanner: false }) ?? '';
    const ids = elements(frame, /\sid="[^"]+"/g).map((attribute) => attribute.slice(5, -1));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, reference] of frame.matchAll(/\s(?:for|aria-describedby|aria-controls)="([^"]+)"/g)) expect(ids).toContain(reference);
    expect(frame).toContain(en.firstFrame.register.storeHint);
    expect(frame).toContain('maxlength="70"');
    expect(frame).toContain('href="/pages/seller-agreement"');
  });

  it('prefills the username as the app does, escaped', () => {
    const frame = drawFirstFrame('/sign-in', everyClass(), { language: 'id', appBanner: false, username: '"><script>x</script>' }) ?? '';
    expect(frame).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('is not drawn when the build lacks a class it needs', () => {
    expect(drawFirstFrame('/register', everyClass(['libs/auth/src/components/AuthLayout.module.css']), { language: 'id', appBanner: false })).toBeNull();
  });

  it('has every text in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    expect(keys(en.firstFrame)).toEqual(keys(id.firstFrame));
    expect(en.firstFrame.signIn.benefits).toHaveLength(id.firstFrame.signIn.benefits.length);
  });

  it('knows its pages with or without a trailing slash', () => {
    expect(firstFramePathOf('/sign-in')).toBe('/sign-in');
    expect(firstFramePathOf('/register/')).toBe('/register');
    expect(firstFramePathOf('/register/otp')).toBeNull();
    expect(firstFramePathOf('/')).toBeNull();
  });
});

describe('the document with a first frame', () => {
  const startScript = '<script>(function(){var n=document.querySelectorAll("[data-after-paint]");})();</script>';
  const document = `<!doctype html>\n<html lang="id"><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/register-1.js">${startScript}<style>:root{}</style></head><body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>`;

  it('is in the frame’s language, with the page’s stylesheets after the entry’s and the app started after the first paint', () => {
    const styles = [
      { href: '/assets/a-1.css', css: '.a{}' },
      { href: '/assets/b-1.css', css: '.b{}' },
    ];
    const html = withFirstFrame(document, '<div data-first-frame="register" inert></div>', { language: 'en', styles });
    expect(html).toContain('<html data-start-after-paint lang="en">');
    // Each written stylesheet is named by a disabled link too, so the chunk's loader does not fetch it again.
    expect(html).toContain(
      '<style>:root{}</style><style>.a{}</style><link rel="stylesheet" href="/assets/a-1.css" disabled><style>.b{}</style><link rel="stylesheet" href="/assets/b-1.css" disabled></head>',
    );
    expect(html).toContain('<script type="text/plain" data-after-paint="/assets/index-1.js"></script><link data-after-paint="/assets/register-1.js">');
    expect(html).toContain('<div id="root"><div data-first-frame="register" inert></div></div>');
    // Without JavaScript the frame is a form nobody can send: the notice stays.
    expect(html).toContain('<noscript>needs JavaScript</noscript>');
  });
});
