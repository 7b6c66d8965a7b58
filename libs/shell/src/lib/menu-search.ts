import type { SessionMenu } from '@seller-portal/contracts/core';

export interface MenuHit {
  code: string;
  label: string;
  url: string;
  /** The group it sits in (Finance › Wallet). */
  group?: string;
}

/** Every session menu with a page, subs included, with its translated label. */
export function flattenMenus(menus: readonly SessionMenu[], label: (menu: SessionMenu) => string, group?: string): MenuHit[] {
  return menus.flatMap((menu) => [
    ...(menu.url ? [{ code: menu.code, label: label(menu), url: menu.url, group }] : []),
    ...flattenMenus(menu.subs ?? [], label, menu.url ? group : label(menu)),
  ]);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The menus whose label (or group) holds every word of the query, best (a label starting with it) first. */
export function searchMenus(hits: readonly MenuHit[], query: string): MenuHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = hits.filter((hit) => {
    const text = fold(`${hit.label} ${hit.group ?? ''}`);
    return words.every((word) => text.includes(word));
  });
  const first = words[0];
  return matches.sort((a, b) => Number(fold(b.label).startsWith(first)) - Number(fold(a.label).startsWith(first)));
}
