import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt } from '../../db/columns';

/** Every password a user has had (the current one included): PE500014 compares with the 5 latest. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_id_idx').on(t.userId, t.createdAt)],
);
