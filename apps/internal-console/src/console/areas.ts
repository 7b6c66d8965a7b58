import type { Session, SessionMenu } from '@seller-portal/contracts/core';

export interface Area {
  code: string;
  /** `menu.*` key of its name. */
  nameKey: string;
  to: string;
}

/** The internal areas (§2.4) the session may open: its menus with a page a mounted feature serves (`served`), subs included. */
export function areasOf(session: Pick<Session, 'menus'>, served: (path: string) => boolean = () => true): Area[] {
  const walk = (menus: readonly SessionMenu[]): Area[] =>
    menus.flatMap((menu) => [
      ...(menu.url && served(menu.url) ? [{ code: menu.code, nameKey: menu.name.startsWith('menu.') ? menu.name : `menu.${menu.name}`, to: menu.url }] : []),
      ...walk(menu.subs ?? []),
    ]);
  return walk(session.menus);
}
