import { isExternalOnly, type Session } from '@seller-portal/contracts/core';
import type { LoginIdentity } from '../engagement/tracker-id';

/** The store code and user id a STORE session is tracked as (§4.11), or null for any other session. */
export function loginIdentityOf(session: Session | null | undefined): LoginIdentity | null {
  if (!session || !isExternalOnly(session) || session.mode?.type !== 'STORE') return null;
  const storeCode = session.mode.code?.trim();
  const userId = session.userId.trim();
  return storeCode && userId ? { storeCode, userId } : null;
}
