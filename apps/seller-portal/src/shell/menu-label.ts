import type { SessionMenu } from '@seller-portal/contracts';
import type { TFunction } from 'i18next';

/**
 * A session menu's name is a `menu.*` key (§3). The shared `common` texts answer first; the portal's
 * own texts cover the menus the shared set does not name yet.
 */
export function menuLabel(t: TFunction, menu: SessionMenu): string {
  const key = menu.name.startsWith('menu.') ? menu.name : `menu.${menu.name}`;
  return t([`common:${key}`, `portal:${key}`], { defaultValue: menu.code });
}

/** Session menu urls are app paths; a full URL leaves the app. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
