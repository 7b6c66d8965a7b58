import { shownMenus, useIsServed } from '@seller-portal/app-runtime';
import type { Session, SessionMenu } from '@seller-portal/contracts/core';
import { useMemo } from 'react';

/** The session's menus a mounted feature serves (§2.5: only what is built is shown); a group shows while one of its entries does. */
export function useShownMenus(session: Session | null | undefined): SessionMenu[] {
  const served = useIsServed(session);
  const menus = session?.menus;
  return useMemo(() => shownMenus(menus ?? [], served), [menus, served]);
}
