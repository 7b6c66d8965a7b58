// Loaded with the error view only (the first page's budget has no room): see recoverFromPreloadError.

/** Session storage key: the assets whose failure has already reloaded this tab once (one a line). */
export const preloadReloadsKey = 'preload-reloaded-assets';

export interface PreloadErrorDetail {
  /** The asset's path ('/assets/routes-1a2b3c.js'), or its address when it is on another origin. */
  asset: string;
  error: Error;
  /** Whether the page reloads now to pick up a new deployment (the first failure of this asset in the tab). */
  reloading: boolean;
}

/** The asset a preload error names: the address that ends its message, as a path on the page's origin. */
export function assetOfPreloadError(error: unknown, origin: string): string {
  const address = /(?:https?:\/\/|\/)[^\s'"]+$/.exec(error instanceof Error ? error.message : String(error))?.[0] ?? '';
  return address.startsWith(`${origin}/`) ? address.slice(origin.length) : address;
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
  try {
    const reloaded = env.storage?.getItem(preloadReloadsKey)?.split('\n') ?? [];
    if (!env.storage || reloaded.includes(asset)) return false;
    env.storage.setItem(preloadReloadsKey, [...reloaded.slice(-19), asset].join('\n'));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Whether an error is a lazy chunk's stylesheet or module that did not load (Vite's message, or the browser's). */
export function isPreloadError(error: unknown): error is Error {
  return error instanceof Error && /^Unable to preload CSS for|dynamically imported module|Importing a module script failed/i.test(error.message);
}

export type PreloadRecovery = 'not-a-preload-error' | 'reloading' | 'failed-again';

const recovered = new WeakMap<Error, PreloadRecovery>();

/**
 * §8 preload failures, where the router's error view receives them (Vite's loader has rethrown them after its
 * `vite:preloadError`): the error gets the spec's message 'Unable to preload CSS for <asset>', the page's
 * `preload-error` event is emitted (detail: `PreloadErrorDetail`), and the first failure of an asset reloads the
 * page once to pick up a new deployment (answer 'reloading': show nothing meanwhile); a second failure is
 * 'failed-again' and the error view shows. Done once per error, however often the view renders.
 */
export function recoverFromPreloadError(error: unknown, win: Window = window): PreloadRecovery {
  if (!isPreloadError(error)) return 'not-a-preload-error';
  const known = recovered.get(error);
  if (known) return known;
  const asset = assetOfPreloadError(error, win.location.origin);
  const prefix = 'Unable to preload CSS for';
  if (!error.message.startsWith(prefix)) error.message = `${prefix} ${asset}`;
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Blocked storage: no reload (see reloadOnceFor).
  }
  const reloading = reloadOnceFor(asset, { storage, reload: () => win.location.reload() });
  const outcome: PreloadRecovery = reloading ? 'reloading' : 'failed-again';
  recovered.set(error, outcome);
  win.dispatchEvent(new CustomEvent<PreloadErrorDetail>('preload-error', { detail: { asset, error, reloading } }));
  return outcome;
}
