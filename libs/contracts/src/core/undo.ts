/**
 * Undo of an action the server can reverse (bulk activate or deactivate of products, bulk accept of orders, a chat
 * template's deletion): the action's answer carries an `UndoTicket`, and the action's own undo call with its
 * `operationId` (`UndoRequest`) reverses exactly what that action changed, by the same person in the same store,
 * within `windowMs`; later it answers UNDO_EXPIRED, a second time or for someone else UNDO_NOT_FOUND.
 *
 * Types only: each domain declares the two small schemas itself (`products`, `orders`, `chat`), so the pages that
 * offer an undo share no module that would become a chunk of its own, which the first load's preload lists would name.
 */
export interface UndoTicket {
  operationId: string;
  /** When the server stops accepting the undo (epoch ms, the server's clock). */
  expiresAt: number;
  /** How long the undo is open from the answer (10 s): what the page offers it for. */
  windowMs: number;
}

export interface UndoRequest {
  operationId: string;
}
