import { z } from 'zod';

/**
 * Undo of an action the server can reverse (bulk activate or deactivate of products, bulk accept of orders, a chat
 * template's deletion): the action's answer carries an `UndoTicket`, and the action's own undo call with its
 * `operationId` reverses exactly what that action changed, by the same person in the same store, within
 * `windowMs`; later it answers UNDO_EXPIRED, a second time or for someone else UNDO_NOT_FOUND.
 */
export const undoLimits = {
  windowMs: 10_000,
} as const;

export const undoTicketSchema = z.object({
  operationId: z.string().uuid(),
  /** When the server stops accepting the undo (epoch ms, the server's clock). */
  expiresAt: z.number(),
});
export type UndoTicket = z.output<typeof undoTicketSchema>;

/** The body of every undo call. */
export const undoRequestSchema = z.object({ operationId: z.string().uuid() }).strict();
export type UndoRequest = z.input<typeof undoRequestSchema>;
