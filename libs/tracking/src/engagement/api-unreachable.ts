import type { EngagementTracker } from './engagement-tracker';

/** A call that did not reach its service (§4.10 failed chat calls), as the tracker records it. */
export interface ApiUnreachable {
  path: string;
  httpStatus: number;
  errorCode: string;
}

/** §4.10 "failed chat calls are tracked as api-unreachable". */
export function trackApiUnreachable(tracker: EngagementTracker, failure: ApiUnreachable): Promise<void> {
  return tracker.trackEvent('api-unreachable', { path: failure.path, httpStatus: failure.httpStatus, errorCode: failure.errorCode });
}
