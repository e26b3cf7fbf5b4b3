import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../../modules/users/users.tables.ts';
import { moment, refTo } from '../db/columns.ts';

/**
 * Tokens ended by a sign-out before their expiry, by their `jti`. Read with the user's state
 * (user-state.ts), so a sign-out reaches every instance through the user-state NOTIFY; rows
 * past `expires_at` mean nothing and are deleted at the user's next sign-out.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: refTo('user_id', () => users.id),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_user_idx').on(t.userId, t.expiresAt)],
);
