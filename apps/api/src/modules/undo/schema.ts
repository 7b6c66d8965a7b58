import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { storeRef, userRef } from '../../db/directory-schema';

/**
 * An action that can be undone for a few seconds, with what its undo needs to reverse exactly what it changed
 * (`payload`, the acting module's own shape): who did it in which store, until when, and whether it was undone.
 */
export const undoOperations = pgTable(
  'undo_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    userId: userRef(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [
    index('undo_operations_expires_at_idx').on(t.expiresAt),
    check('undo_operations_kind_known', sql`${t.kind} in ('PRODUCT_STATUS', 'ORDER_ACCEPT', 'CHAT_TEMPLATE_DELETE')`),
  ],
);
