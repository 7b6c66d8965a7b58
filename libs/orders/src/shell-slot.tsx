/** The orders' part beside every shell page (its manifest's `samePass` shell slot): new orders' toasts and notifications. */
export { NewOrdersOnEveryPage as default } from './components/NewOrderNotifications';
