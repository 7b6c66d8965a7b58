/** §8 the event a stylesheet or module that failed to preload emits on the window (detail: `PreloadErrorDetail`). */
export const preloadErrorEvent = 'preload-error';

/** §8 the message a preload failure is rethrown with, followed by the asset's path. */
export const preloadErrorPrefix = 'Unable to preload CSS for';

/** Session storage key: the assets whose failure has already reloaded this tab once. */
export const preloadReloadsKey = 'preload-reloaded-assets';

export interface PreloadErrorDetail {
  /** The asset's path ('/assets/routes-1a2b3c.js'), or its address when it is on another origin. */
  asset: string;
  error: Error;
  /** Whether the page reloads now to pick up a new deployment (the first failure of this asset in the tab). */
  reloading: boolean;
}

/** The asset a preload error names: the last address in its message, as a path on the page's origin. */
export function assetOfPreloadError(error: unknown, origin: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const urls = message.match(/(?:https?:\/\/|\/)[^\s'"]+/g);
  const last = urls?.[urls.length - 1];
  if (!last) return '';
  try {
    const url = new URL(last, origin);
    return url.origin === origin ? url.pathname : url.href;
  } catch {
    return last;
  }
}

export interface PreloadRecoveryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/**
 * Whether a failed asset reloads the page: once per asset and tab, remembered in the tab's session storage before the
 * reload, so a file that is missing after the reload too (not a new deployment: a broken one) ends on the error view
 * instead of a loop. Blocked storage cannot remember, so it never reloads.
 */
export function reloadOnceFor(asset: string, env: PreloadRecoveryEnvironment): boolean {
  if (!env.storage) return false;
  try {
    const raw = env.storage.getItem(preloadReloadsKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const reloaded = Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    if (reloaded.includes(asset)) return false;
    env.storage.setItem(preloadReloadsKey, JSON.stringify([...reloaded, asset].slice(-20)));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * §8 preload failures: Vite's loader dispatches `vite:preloadError` for a stylesheet or module of a lazy chunk that
 * did not load (after a deployment the old files are gone). The error is rethrown (the route's error view catches it)
 * with the spec's message, the page's `preload-error` event is emitted, and the first failure of an asset reloads the
 * page once to pick up the new deployment; a second failure stays on the error view.
 */
export function installPreloadRecovery(win: Window = window): () => void {
  const storage = (() => {
    try {
      return win.sessionStorage;
    } catch {
      return null;
    }
  })();
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const error = payload instanceof Error ? payload : new Error(String(payload));
    const asset = assetOfPreloadError(error, win.location.origin);
    if (!error.message.startsWith(preloadErrorPrefix)) {
      try {
        error.message = `${preloadErrorPrefix} ${asset}`;
      } catch {
        // A frozen error keeps its own message.
      }
    }
    const reloading = reloadOnceFor(asset, { storage, reload: () => win.location.reload() });
    win.dispatchEvent(new CustomEvent<PreloadErrorDetail>(preloadErrorEvent, { detail: { asset, error, reloading } }));
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
