import type { SampleStatus } from '@arflow/domain/statuses/sample';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, money, ownedRow, rate, recordStamps } from '../../platform/db/columns.ts';

/**
 * The reference record every module copies. Columns are named as the API fields (snake_case),
 * so a form's fields go into `insert().values()` as they are and a renamed field is a type
 * error in the use-case instead of a 500 at run time.
 */
export const samples = pgTable(
  'samples',
  {
    // ent_id: the owning company: every business record belongs to one (the funder's are public demo).
    ...ownedRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Integer VND. */
    amount: money('amount').notNull(),
    /** % per year; stored as numeric (no float drift), at most 2 decimals by the form's rule. */
    rate: rate('rate').notNull(),
    effective_date: day('effective_date').notNull(),
    description: text('description'),
    status: text('status').$type<SampleStatus>().notNull().default('ACTIVE'),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('samples_code_uq').on(sql`lower(${t.code})`),
    index('samples_ent_idx').on(t.ent_id),
    index('samples_status_idx').on(t.status),
    index('samples_updated_idx').on(t.updated_at),
    // Keyword search is ILIKE '%kw%' on these three (sample.module.ts): only a trigram index can
    // serve a match in the middle of the text. One per column keeps the OR's exact meaning
    // (a BitmapOr of the three); pg_trgm is created by migration 0001.
    index('samples_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('samples_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('samples_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
