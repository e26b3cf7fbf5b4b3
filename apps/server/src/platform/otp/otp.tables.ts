import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../../modules/users/users.tables.ts';
import { moment, refTo, serialId } from '../db/columns.ts';

/**
 * One-time codes that confirm a signature (individual signing, CA signing with OTP): bound to
 * one user, one purpose and one document (`subject`, e.g. 'transaction:12'). Only a salted
 * hash of the code is kept; a code is single use, expires, and locks after a few wrong tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serialId(),
    user_id: refTo('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    salt: text('salt').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    created_at: moment('created_at').notNull(),
  },
  (t) => [index('otp_codes_live_idx').on(t.user_id, t.purpose, t.subject).where(sql`used_at IS NULL`)],
);
