import type { SampleStatus } from '@arflow/domain/statuses/sample';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** The reference record every later module copies (issue "Foundation" §7). */
export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Integer VND. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** % per year; numeric so no float drift (read back as a string). */
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status').$type<SampleStatus>().notNull().default('ACTIVE'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('samples_code_uq').on(sql`lower(${t.code})`),
    index('samples_status_idx').on(t.status),
    index('samples_updated_idx').on(t.updatedAt),
    // Keyword search is ILIKE '%kw%' on these three (find-samples.ts): only a trigram index can
    // serve a match in the middle of the text. One per column keeps the OR's exact meaning
    // (a BitmapOr of the three); pg_trgm is created by migration 0001.
    index('samples_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('samples_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('samples_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
