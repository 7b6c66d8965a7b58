import type { DelayResources } from '@seller-portal/contracts/tracking';

/**
 * Holds non-critical work (third-party scripts) until the critical resources have loaded (§4.11): with a
 * delay mechanism active, until `onCriticalResourcesLoaded()` or its timeout (§9, 6000 ms by default),
 * whichever comes first; without one, work runs at once.
 */
export interface CriticalResourcesGate {
  /** Whether held work has been released. */
  readonly open: boolean;
  /** Runs `task` once the gate opens, at once when it is already open. */
  whenOpen(task: () => void): void;
  /** The app calls this when its critical resources have finished loading. */
  onCriticalResourcesLoaded(): void;
  /** Stops the timeout and drops held work (the page is going away). */
  dispose(): void;
}

/** Whether the third-party scripts wait: the delay config is present and delays components (§3). */
export function delaysThirdPartyScripts(delay: DelayResources | null): delay is DelayResources {
  return delay !== null && delay.isDelayComponent;
}

export function createCriticalResourcesGate(delay: DelayResources | null): CriticalResourcesGate {
  let open = !delaysThirdPartyScripts(delay);
  let held: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function release() {
    if (open) return;
    open = true;
    clearTimeout(timer);
    const tasks = held;
    held = [];
    for (const task of tasks) task();
  }

  if (!open && delay) timer = setTimeout(release, delay.timeout);

  return {
    get open() {
      return open;
    },
    whenOpen(task) {
      if (open) task();
      else held.push(task);
    },
    onCriticalResourcesLoaded: release,
    dispose() {
      clearTimeout(timer);
      held = [];
    },
  };
}
