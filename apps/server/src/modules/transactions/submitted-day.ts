import { BUSINESS_TIME_ZONE } from '@arflow/domain/dates';
import { sql } from 'drizzle-orm';
import { transactions } from './transactions.tables.ts';

/**
 * The business date (Vietnam) a transaction was submitted for review: the review list filters on
 * it and the funder home counts the queue's age by it, so a bucket's link shows its own rows.
 */
export const submittedDay = sql<string>`(${transactions.submitted_at} AT TIME ZONE ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;
