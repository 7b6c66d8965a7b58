import { atom } from 'jotai';

/** §2.8: the mobile menu can be opened and closed. */
export const mobileMenuOpenAtom = atom(false);
