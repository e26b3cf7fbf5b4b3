import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigSerialId, moment } from '../db/columns.ts';

/**
 * E-mails to send, written in the transaction of the change that causes them (an invitation):
 * the mail goes out only if the change commits, and a sender failure never undoes it.
 * `deliverOutbox` sends the unsent rows later (platform/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigSerialId(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What the template needs besides the text (e.g. the user id); never a secret. */
    meta: jsonb('meta'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: moment('sent_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.id).where(sql`${t.sent_at} IS NULL`)],
);
