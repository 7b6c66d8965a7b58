import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetOfPreloadError, preloadReloadsKey, recoverFromPreloadError, reloadOnceFor, type PreloadErrorDetail } from './preload-recovery';

describe('preload failures (§8)', () => {
  const origin = 'https://seller.example.com';

  it.each([
    ['a stylesheet (Vite)', new Error('Unable to preload CSS for https://seller.example.com/assets/orders-1a2b.css'), '/assets/orders-1a2b.css'],
    [
      'a module (the browser)',
      new TypeError('Failed to fetch dynamically imported module: https://seller.example.com/assets/routes-9f8e.js'),
      '/assets/routes-9f8e.js',
    ],
    ['a path only', new Error('Unable to preload CSS for /assets/x.css'), '/assets/x.css'],
    ['another origin keeps its address', new Error('Unable to preload CSS for https://cdn.example.net/a.css'), 'https://cdn.example.net/a.css'],
    ['no address', new Error('boom'), ''],
  ])('names the asset of %s', (_name, error, asset) => {
    expect(assetOfPreloadError(error, origin)).toBe(asset);
  });

  const memoryStorage = () => {
    const store = new Map<string, string>();
    return { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), store };
  };

  it('reloads once per asset: the second failure of the same asset stays', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceFor('/assets/a.js', { storage, reload })).toBe(true);
    expect(reloadOnceFor('/assets/a.js', { storage, reload })).toBe(false);
    expect(reloadOnceFor('/assets/b.js', { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.store.get(preloadReloadsKey)?.split('\n')).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it.each([
    ['no storage', null],
    [
      'a storage that throws',
      {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => undefined,
      },
    ],
  ])('never reloads with %s (it could not remember, so it would loop)', (_name, storage) => {
    const reload = vi.fn();
    expect(reloadOnceFor('/assets/a.js', { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  describe('as the error view receives it', () => {
    afterEach(() => sessionStorage.clear());

    it('leaves other errors alone', () => {
      expect(recoverFromPreloadError(new Error('render failed'))).toBe('not-a-preload-error');
      expect(recoverFromPreloadError('boom')).toBe('not-a-preload-error');
    });

    it("gives a module's error the spec's message, emits preload-error and, after the one reload, lets the view show", () => {
      const seen: PreloadErrorDetail[] = [];
      const listener = (event: Event) => seen.push((event as CustomEvent<PreloadErrorDetail>).detail);
      window.addEventListener('preload-error', listener);
      // jsdom cannot reload: the asset is remembered, as after the reload.
      sessionStorage.setItem(preloadReloadsKey, '/assets/routes-9f8e.js');
      const error = new TypeError(`Failed to fetch dynamically imported module: ${window.location.origin}/assets/routes-9f8e.js`);
      expect(recoverFromPreloadError(error)).toBe('failed-again');
      // Rendered again (StrictMode, a re-render): nothing is done twice.
      expect(recoverFromPreloadError(error)).toBe('failed-again');
      window.removeEventListener('preload-error', listener);
      expect(error.message).toBe('Unable to preload CSS for /assets/routes-9f8e.js');
      expect(seen).toEqual([{ asset: '/assets/routes-9f8e.js', error, reloading: false }]);
    });
  });
});
