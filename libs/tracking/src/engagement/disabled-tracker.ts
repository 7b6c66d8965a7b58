import type { EngagementTracker, TrackerLog } from './engagement-tracker';

/** With no tracker host configured nothing loads and every operation quietly succeeds (nothing breaks). */
export function createDisabledTracker(log?: TrackerLog): EngagementTracker {
  const skip = (operation: string) => async () => {
    log?.(`${operation} skipped: no engagement tracker host is configured`);
  };
  return {
    kind: 'disabled',
    addAttributes: skip('addAttributes'),
    trackEvent: skip('trackEvent'),
    login: skip('login'),
    logout: skip('logout'),
    initUser: skip('initUser'),
    updateId: skip('updateId'),
    waitUntilReady: async () => undefined,
  };
}
