import { describe, expect, it } from 'vitest';
import { withAppStartAfterPaint } from './public-pages';

const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const preload = '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">';
const startScript = '<script>(function(){var n=document.querySelectorAll("[data-after-paint]");for(var i=0;i<n.length;i++);})();</script>';
const page = (head: string) => `<!doctype html>\n<html lang="id"><head>${head}</head><body><div id="root"></div></body></html>`;

describe('a drawn page asks for the app’s code after its first paint', () => {
  it('turns the entry and its preloads into inert elements the start script adds later, and marks the document', () => {
    expect(withAppStartAfterPaint(page(entry + preload + startScript))).toBe(
      page('<script type="text/plain" data-after-paint="/assets/index-1.js"></script><link data-after-paint="/assets/framework-1.js">' + startScript).replace(
        '<html lang',
        '<html data-start-after-paint lang',
      ),
    );
  });

  it.each([
    ['no inline script', entry + preload],
    ['an inline script that does not start the app', entry + preload + '<script>window.x=1</script>'],
  ])('leaves a document with %s as it is, so its app still starts', (_, head) => {
    expect(withAppStartAfterPaint(page(head))).toBe(page(head));
  });
});
