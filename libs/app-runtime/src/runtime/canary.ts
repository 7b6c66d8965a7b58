/** §3 local storage key of the canary flag. */
export const canaryStorageKey = 'canaryFlag';

export type CanaryAction = 'set-and-reload' | 'remove' | 'none';

/** §4.6: the session flag set and the local one not → set it and reload once; the session flag unset → remove it. */
export function canaryAction(sessionFlag: boolean | null | undefined, localFlag: string | null): CanaryAction {
  if (sessionFlag) return localFlag ? 'none' : 'set-and-reload';
  return localFlag !== null ? 'remove' : 'none';
}

export interface CanaryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

/** Applies §4.6 once the session is known; the local flag makes the reload happen only once. */
export function applyCanary(sessionFlag: boolean | null | undefined, env: CanaryEnvironment): CanaryAction {
  if (!env.storage) return 'none';
  let action: CanaryAction;
  try {
    action = canaryAction(sessionFlag, env.storage.getItem(canaryStorageKey));
    if (action === 'set-and-reload') env.storage.setItem(canaryStorageKey, 'true');
    if (action === 'remove') env.storage.removeItem(canaryStorageKey);
  } catch {
    // Blocked storage cannot remember the reload, so none happens: no reload loop.
    return 'none';
  }
  if (action === 'set-and-reload') env.reload();
  return action;
}
