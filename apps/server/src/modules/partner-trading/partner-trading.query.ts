import type { PartnerTradingListBody } from '@arflow/domain/api/partner-trading';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { partnerNotices as notices, referralCommissions } from '../coordination/coordination.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { PARTNER_TYPES } from '../enterprises/index.ts';
import { lendings } from '../lending/lending.tables.ts';

/** Loans whose money went out, and those of them not settled yet (LENDING_WORKFLOW's codes). */
const LENT = [6, 61, 62, 66, 7, 8];
const NOT_SETTLED = [6, 61, 62, 66, 8];

/** A sum over the partner's rows of a table: 0 where it has none, as a number. */
const total = (expr: SQL) => sql<number>`coalesce((${expr}), 0)`.mapWith(Number);

/** The payment notice paying a request back, while it is open (the partial unique index's states). */
const paid = alias(notices, 'paid');

const ofPartner = (column: typeof notices.ent_id) => sql`${column} = ${enterprises.id}`;

/** The funding requests the partner applied: its share funded. */
const funded = sql`select sum(${notices.amount}) from ${notices} where ${ofPartner(notices.ent_id)} and ${notices.kind} = 'FUNDING_REQUEST' and ${notices.status} = 'APPLIED'`;
/** Of those, the ones the funder has not paid back yet (no open funding payment names them). */
const fundedUnpaid = sql`${funded} and not exists (select 1 from ${notices} ${sql.identifier('paid')} where ${paid.source_id} = ${notices.id} and ${paid.kind} = 'FUNDING_PAYMENT' and ${paid.status} in ('CONFIRMING', 'APPLIED'))`;
const guaranteed = sql`select sum(${notices.amount}) from ${notices} where ${ofPartner(notices.ent_id)} and ${notices.kind} = 'GUARANTEE_REQUEST' and ${notices.status} = 'DISBURSED'`;
const referred = sql`select sum(${referralCommissions.funded_amount}) from ${referralCommissions} where ${referralCommissions.ent_id} = ${enterprises.id}`;
const commissionUnpaid = sql`select sum(${referralCommissions.amount} - ${referralCommissions.paid_amount}) from ${referralCommissions} where ${referralCommissions.ent_id} = ${enterprises.id}`;
const lentIn = (statuses: number[]) =>
  sql`select sum(${lendings.amount}) from ${lendings} where ${lendings.ent_id} = ${enterprises.id} and ${inArray(lendings.status, statuses as never[])}`;

/** The partners the filters keep: every partner company, funder staff's view (no partner sees this). */
export function tradingWhere(f: PartnerTradingListBody['search_condition']): SQL | undefined {
  return and(
    inArray(enterprises.type, [...PARTNER_TYPES]),
    f.keyword
      ? or(ilike(enterprises.code, likePattern(f.keyword)), ilike(enterprises.name, likePattern(f.keyword)))
      : undefined,
    f.partner_kind ? eq(enterprises.partner_kind, f.partner_kind) : undefined,
    f.partner_form ? eq(enterprises.partner_form, f.partner_form) : undefined,
  );
}

/**
 * One row per partner with its figures (decision 0109), as a subquery so that the list sorts and
 * pages on the figures themselves and the summary sums them.
 */
export function tradingRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: enterprises.id,
      partner_code: enterprises.code,
      partner_name: enterprises.name,
      partner_kind: enterprises.partner_kind,
      partner_form: enterprises.partner_form,
      funded_amount: total(funded).as('funded_amount'),
      guaranteed_amount: total(guaranteed).as('guaranteed_amount'),
      referred_amount: total(referred).as('referred_amount'),
      lent_amount: total(lentIn(LENT)).as('lent_amount'),
      outstanding_amount:
        sql<number>`(coalesce((${fundedUnpaid}), 0) + coalesce((${commissionUnpaid}), 0) + coalesce((${lentIn(NOT_SETTLED)}), 0))`
          .mapWith(Number)
          .as('outstanding_amount'),
    })
    .from(enterprises)
    .where(where)
    .as('trading');
}
