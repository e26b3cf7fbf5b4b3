import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, refTo } from '../../platform/db/columns.ts';
import { users } from '../users/users.tables.ts';

/**
 * Addresses an account has signed in from (login-limits.ts): the per-account cap, which a
 * stranger can fill from many addresses, does not hold off the owner at an address they used
 * before. One row per account and address, refreshed on every successful sign-in.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    user_id: refTo('user_id', () => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    last_signed_in_at: moment('last_signed_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.address] })],
);
