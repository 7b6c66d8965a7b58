/**
 * The orders' part beside every shell page (its manifest's `samePass` shell slot): new orders' toasts and
 * notifications; and, in the same chunk, the orders' actions of the command palette (its manifest's `palette`).
 */
export { NewOrdersOnEveryPage as default } from './components/NewOrderNotifications';
export { default as OrderPaletteActions } from './palette/OrderPaletteActions';
