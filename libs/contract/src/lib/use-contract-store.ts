import { contractFeature } from '@seller-portal/contracts/contract';
import { holdsAccess } from '@seller-portal/contracts/core';
import { useSession } from '@seller-portal/session-guard';

/**
 * Whose contract the page may show (§2.7: the contract pages are public): the store of a session that holds the
 * feature's access; `null` for a visitor without a session and `false` for a session without the access (the standard
 * terms and base margins only); `undefined` while the session is still being read.
 */
export function useContractStore(): string | null | false | undefined {
  const session = useSession();
  if (session.isPending) return undefined;
  const value = session.data;
  if (!value) return null;
  if (!holdsAccess(value, contractFeature.access)) return false;
  return value.mode?.code ?? false;
}
