import type { SessionMenu } from '@seller-portal/contracts/core';
import type { TFunction } from 'i18next';

/** A session menu's name is a `menu.*` key (§3) of the shared `common` texts; unknown ones show their code. */
export function menuLabel(t: TFunction, menu: Pick<SessionMenu, 'code' | 'name'>): string {
  const key = menu.name.startsWith('menu.') ? menu.name : `menu.${menu.name}`;
  return t(`common:${key}`, { defaultValue: menu.code });
}
