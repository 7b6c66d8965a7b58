// The modal surfaces built on Radix's dialog, an entry point of their own (`@seller-portal/ui/overlays`): the shell
// and feature pages import them with their own chunks, and the first page, which imports `@seller-portal/ui`,
// does not carry Radix (`Dialog` there loads its view when it first opens).
export { Sheet, SheetClose, SheetDescription, SheetTitle, type SheetProps } from './components/dialog/Sheet';
// A step of a guided tour over a page (tutorials, §4.7).
export { CoachMark, type CoachMarkProps } from './components/coach-mark/CoachMark';
