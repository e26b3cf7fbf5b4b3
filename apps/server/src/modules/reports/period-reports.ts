import type { BuyerDiscountBody, ReferralCommissionBody } from '@arflow/domain/api/reports';
import { referralCommission } from '@arflow/domain/modules/reports/figures';
import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage } from '../../platform/db/paging.ts';
import { refAppendices, refAppendixPartners } from '../appendices/appendices.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { lastUpdateOf } from './last-update.ts';
import { earned, totalWhere } from './year-reports.ts';

/**
 * The period reports of report-management (decision 0080): what the funder earned over a
 * period (journal entries by business date, both ends included), by buyer or by referral
 * appendix, paged and sorted by PostgreSQL.
 */

type Period = { from_date?: string | undefined; to_date?: string | undefined };
const within = (p: Period): SQL | undefined =>
  and(
    p.from_date ? gte(journalEntries.business_date, p.from_date) : undefined,
    p.to_date ? lte(journalEntries.business_date, p.to_date) : undefined,
  );
const journalSource = (where: SQL | undefined) => ({
  table: journalEntries,
  at: journalEntries.created_at,
  by: journalEntries.created_by,
  where,
});

const EARNINGS = ['discount_income', 'platform_fee_income'] as const;

/** Buyer discount: each buyer's receivables' discount and platform fee over the period. */
export async function buyerDiscount(db: DbOrTx, body: BuyerDiscountBody) {
  const figures = {
    discount_income: earned('discount_income'),
    platform_fee_income: earned('platform_fee_income'),
    total: totalWhere(
      sql`${journalLines.credit} - ${journalLines.debit}`,
      inArray(journalLines.account, EARNINGS),
    ),
  };
  const period = within(body.search_condition);
  const page = await findPage({
    db,
    input: body,
    select: () =>
      db
        .select({ buy_id: journalEntries.buy_id, buy_name: enterprises.name, ...figures })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
        .innerJoin(enterprises, eq(enterprises.id, journalEntries.buy_id))
        .groupBy(journalEntries.buy_id, enterprises.name)
        .$dynamic(),
    where: and(inArray(journalLines.account, EARNINGS), period),
    sortable: { ...figures, buy_name: enterprises.name },
    defaultSort: { column: 'total', direction: 'DESC' },
    tieBreaker: journalEntries.buy_id,
    map: (r) => ({ ...r, buy_id: r.buy_id! }),
  });
  return {
    ...page,
    object: await lastUpdateOf(db, [journalSource(and(isNotNull(journalEntries.buy_id), period))]),
  };
}

/** Only appendices whose commission applies (COMMISSION_STATUS 3, active). */
const ACTIVE_COMMISSION = 3;

/**
 * Referral commission: each active referral appendix, the discount the funder earned over the
 * period on the companies it refers (as supplier or buyer), and the commission at its rate.
 */
export async function referralCommissions(db: DbOrTx, body: ReferralCommissionBody) {
  const period = within(body.search_condition);
  const referred = sql`select ${refAppendixPartners.enterprise_id} from ${refAppendixPartners} where ${refAppendixPartners.appendix_id} = ${refAppendices.id}`;
  const base =
    sql<number>`coalesce((select sum(${journalLines.credit} - ${journalLines.debit}) from ${journalLines} join ${journalEntries} on ${journalEntries.id} = ${journalLines.entry_id} where ${journalLines.account} = 'discount_income' and ${period ?? sql`true`} and (${journalEntries.sup_id} in (${referred}) or ${journalEntries.buy_id} in (${referred}))), 0)::bigint`.mapWith(
      Number,
    );
  const referredCount =
    sql<number>`(select count(*) from ${refAppendixPartners} where ${refAppendixPartners.appendix_id} = ${refAppendices.id})::int`.mapWith(
      Number,
    );
  const anyReferred = sql`select ${refAppendixPartners.enterprise_id} from ${refAppendixPartners} join ${refAppendices} on ${refAppendices.id} = ${refAppendixPartners.appendix_id} where ${refAppendices.commission_status} = ${ACTIVE_COMMISSION}`;
  const page = await findPage({
    db,
    input: body,
    select: () =>
      db
        .select({
          appendix_id: refAppendices.id,
          code: refAppendices.code,
          partner_name: enterprises.name,
          commission_rate: refAppendices.commission_rate,
          referred_count: referredCount,
          base,
        })
        .from(refAppendices)
        .innerJoin(enterprises, eq(enterprises.id, refAppendices.ent_id))
        .$dynamic(),
    where: eq(refAppendices.commission_status, ACTIVE_COMMISSION),
    sortable: {
      code: refAppendices.code,
      partner_name: enterprises.name,
      commission_rate: refAppendices.commission_rate,
      referred_count: referredCount,
      base,
      // The commission grows with base × rate, so ordering on the product is ordering on it.
      commission: sql`${base} * ${refAppendices.commission_rate}`,
    },
    defaultSort: { column: 'code', direction: 'ASC' },
    tieBreaker: refAppendices.id,
    map: (r) => ({ ...r, commission: referralCommission(r.base, r.commission_rate) }),
  });
  return {
    ...page,
    object: await lastUpdateOf(db, [
      {
        table: refAppendices,
        at: refAppendices.updated_at,
        by: refAppendices.updated_by,
        where: eq(refAppendices.commission_status, ACTIVE_COMMISSION),
      },
      journalSource(
        and(
          sql`(${journalEntries.sup_id} in (${anyReferred}) or ${journalEntries.buy_id} in (${anyReferred}))`,
          period,
        ),
      ),
    ]),
  };
}
