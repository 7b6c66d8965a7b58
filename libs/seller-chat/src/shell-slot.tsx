/** Seller chat's part beside every shell page (its manifest's `samePass` shell slot): the store's chat connection. */
export { ChatOnEveryPage as default } from './runtime/chat-listening';
