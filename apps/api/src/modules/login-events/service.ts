import type { DatavisorEvent } from '@seller-portal/contracts/tracking';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../session';
import type { LoginEventRepository } from './repository';

/** Where the call came from, as the route reads it from the request. */
export interface LoginEventOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** Browsers send far less; a longer header is cut rather than stored whole. */
export const userAgentMaxLength = 512;

export class LoginEventService {
  constructor(
    private readonly repository: LoginEventRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * §4.11 / §7 records the seller's login once per session: the page posts it after every load of the session, so a
   * repeat answers the same and writes nothing. Returns whether this call wrote the row.
   */
  async record(current: ResolvedSession, event: DatavisorEvent, origin: LoginEventOrigin): Promise<boolean> {
    const storeCode = current.session.mode?.type === 'STORE' ? current.session.mode.code : null;
    // A STORE user without any store gets a STORE session with no code: there is no seller login to record.
    if (!storeCode) throw new AppError('PE403001');
    return this.repository.insertOnce({
      userId: current.userId,
      storeCode,
      eventCode: event.eventCode,
      sessionIdHash: current.idHash,
      ip: origin.ip,
      userAgent: origin.userAgent ? origin.userAgent.slice(0, userAgentMaxLength) : null,
      createdAt: this.clock.now(),
    });
  }
}
