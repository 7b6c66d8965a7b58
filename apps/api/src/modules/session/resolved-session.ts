import type { Session } from '@seller-portal/contracts';

/** A signed-in session as routes see it: the §3 Session value plus the row it came from. */
export interface ResolvedSession {
  idHash: string;
  userId: string;
  signInMethod: string;
  session: Session;
  /** `session` serialized once, so the session call answers without serializing again. */
  json: string;
  /** When the row stops being valid (epoch ms). */
  expiresAt: number;
}
