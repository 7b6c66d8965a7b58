import type { Session, SessionModeType } from '@seller-portal/contracts/core';

/** A signed-in session as routes see it: the §3 Session value plus the row it came from. */
export interface ResolvedSession {
  idHash: string;
  userId: string;
  signInMethod: string;
  /** The mode of the row (the policy of its idle and absolute limits). */
  modeType: SessionModeType | null;
  modeCode: string | null;
  session: Session;
  /** `session` serialized once, so the session call answers without serializing again. */
  json: string;
  /** When the session started (epoch ms); rotations keep it. */
  createdAt: number;
  /** The last request the row knew of when this was loaded (epoch ms). */
  lastSeenAt: number;
  /** The absolute end (epoch ms): a cached copy is never served past it. Idle expiry is judged per request. */
  expiresAt: number;
}
