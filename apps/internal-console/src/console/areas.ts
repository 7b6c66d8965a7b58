import type { Session, SessionMenu } from '@seller-portal/contracts';

export interface Area {
  code: string;
  /** `menu.*` key of its name. */
  nameKey: string;
  to: string;
}

/** The internal areas (§2.4) the session may open: its menus with a page, subs included. */
export function areasOf(session: Pick<Session, 'menus'>): Area[] {
  const walk = (menus: readonly SessionMenu[]): Area[] =>
    menus.flatMap((menu) => [
      ...(menu.url ? [{ code: menu.code, nameKey: menu.name.startsWith('menu.') ? menu.name : `menu.${menu.name}`, to: menu.url }] : []),
      ...walk(menu.subs ?? []),
    ]);
  return walk(session.menus);
}
