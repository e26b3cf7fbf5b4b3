import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, serialId, userRef } from '../../platform/db/columns.ts';

/**
 * One password-reset link per row; only its token's SHA-256 is kept. `password_mark` is a digest
 * of the account's password hash when the link was issued: once the password changes (by this
 * link, another one or a password change), every older link no longer matches and opens nothing.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    user_id: userRef('user_id').notNull(),
    token_hash: text('token_hash').notNull(),
    password_mark: text('password_mark').notNull(),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_uq').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);
