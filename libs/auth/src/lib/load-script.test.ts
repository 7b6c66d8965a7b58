import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from './load-script';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadScript (sign-in SDKs load once, when needed)', () => {
  it('adds one async script however often it is asked for', async () => {
    const first = loadScript('https://sdk.example/one.js');
    const second = loadScript('https://sdk.example/one.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://sdk.example/one.js"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('a failed load can be tried again', async () => {
    const failed = loadScript('https://sdk.example/two.js');
    document.head.querySelector('script[src="https://sdk.example/two.js"]')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load https://sdk.example/two.js');
    expect(document.head.querySelector('script[src="https://sdk.example/two.js"]')).toBeNull();
    const retry = loadScript('https://sdk.example/two.js');
    expect(retry).not.toBe(failed);
    expect(document.head.querySelectorAll('script[src="https://sdk.example/two.js"]')).toHaveLength(1);
    document.head.querySelector('script[src="https://sdk.example/two.js"]')?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
