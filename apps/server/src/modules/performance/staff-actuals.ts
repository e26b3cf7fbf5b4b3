import type { Month } from '@arflow/domain/kpi';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { transactionChecks } from '../funder-transactions/funder-transactions.tables.ts';
import { crmAssignments } from '../organisation/organisation.tables.ts';
import { transactions as t } from '../transactions/transactions.tables.ts';

/**
 * What a staff member brought in each month, in SQL (docs/finance.md §14): the trades that went
 * through (the funder bought the receivables), in the month of their transaction date.
 */
export const COUNTED_STAGES: TransactionStage[] = ['COMPLETED', 'PAID', 'LIQUIDATED'];

/** The funder's revenue booked on a trade: the discount and the platform fee. */
const bookedOf = sql`${t.total_discount} + ${t.total_platform_fee}`;

export interface ActualsFilter {
  month?: Month;
  userId?: number;
}

const supCrm = alias(crmAssignments, 'sup_crm');
const buyCrm = alias(crmAssignments, 'buy_crm');
/** A trade counts for its supplier's CRM, else its buyer's (decision 0101). */
const crmOf = sql<number>`coalesce(${supCrm.user_id}, ${buyCrm.user_id})`;
const tradeMonth = sql<string>`to_char(${t.transaction_date}, 'YYYY-MM')`;

/** Per CRM and month: trades, AR amount traded by their clients, revenue booked on it. */
export function crmActuals(db: DbOrTx, f: ActualsFilter) {
  return db
    .select({
      user_id: crmOf.as('user_id'),
      month: tradeMonth.as('month'),
      trades: sql<number>`count(*)::int`.as('trades'),
      actual: sql<string>`sum(${t.total_ar_amount})`.as('actual'),
      booked: sql<string>`sum(${bookedOf})`.as('booked'),
    })
    .from(t)
    .leftJoin(supCrm, eq(supCrm.ent_id, t.ent_id))
    .leftJoin(buyCrm, eq(buyCrm.ent_id, t.buy_id))
    .where(
      and(
        inArray(t.status, COUNTED_STAGES),
        f.month ? eq(tradeMonth, f.month) : undefined,
        f.userId === undefined ? sql`${crmOf} is not null` : eq(crmOf, f.userId),
      ),
    )
    .groupBy(crmOf, tradeMonth);
}

const c = transactionChecks;
const checkMonth = sql<string>`to_char(${c.created_at} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM')`;
const approve = sql`${c.decision} = 'APPROVE'`;

/**
 * Per appraiser and month (in Vietnam's time): the transactions they checked, their approvals
 * and refusals, the AR amount they approved and the revenue booked on it.
 */
export function caActuals(db: DbOrTx, f: ActualsFilter) {
  const where: (SQL | undefined)[] = [
    f.month ? eq(checkMonth, f.month) : undefined,
    f.userId === undefined ? undefined : eq(c.checked_by, f.userId),
  ];
  return db
    .select({
      user_id: sql<number>`${c.checked_by}`.as('user_id'),
      month: checkMonth.as('month'),
      trades: sql<number>`count(distinct ${c.trans_id})::int`.as('trades'),
      approved: sql<number>`(count(*) filter (where ${approve}))::int`.as('approved'),
      rejected: sql<number>`(count(*) filter (where ${c.decision} = 'REJECT'))::int`.as('rejected'),
      actual: sql<string>`coalesce(sum(${t.total_ar_amount}) filter (where ${approve}), 0)`.as('actual'),
      booked: sql<string>`coalesce(sum(${bookedOf}) filter (where ${approve}), 0)`.as('booked'),
    })
    .from(c)
    .innerJoin(t, eq(t.id, c.trans_id))
    .where(and(...where))
    .groupBy(c.checked_by, checkMonth);
}

/** How many clients (buyers and suppliers) each CRM has in hand. */
export function crmClients(db: DbOrTx) {
  return db
    .select({
      crm_id: sql<number>`${crmAssignments.user_id}`.as('crm_id'),
      clients: sql<number>`count(*)::int`.as('clients'),
    })
    .from(crmAssignments)
    .groupBy(crmAssignments.user_id);
}
