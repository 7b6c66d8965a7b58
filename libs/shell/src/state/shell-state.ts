import { atom } from 'jotai';

/** §2.8 the mobile menu can be opened and closed. */
export const mobileMenuOpenAtom = atom(false);

/** §2.8 the universal search header, toggled by the header-search window event. */
export const searchOpenAtom = atom(false);
export const headerSearchEvent = 'header-search';

/** Toggles the universal search header from anywhere (a module's own search button). */
export function toggleHeaderSearch(target: EventTarget = window): void {
  target.dispatchEvent(new Event(headerSearchEvent));
}
