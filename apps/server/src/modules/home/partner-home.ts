import type { PartnerHome } from '@arflow/domain/api/home';
import { compareIso } from '@arflow/domain/dates';
import { monthOf, weekOf } from '@arflow/domain/home';
import { and, between, eq, inArray, notInArray } from 'drizzle-orm';
import { asSystem } from '../../platform/db/request-scope.ts';
import type { Read } from '../../platform/http/context.ts';
import { latestActivatedSetup } from '../credit-buyer/index.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { countWhere, sumWhere } from './sums.ts';

/** Receivables whose buyer has paid, and one deleted before any payment (no debt). */
const CLOSED = ['SETTLED', 'DONE_COLLECTION', 'DELETED'] as const;
/** Transactions whose money went out: the funder paid the supplier early. */
const FUNDED = ['PAID', 'CHANGE', 'LIQUIDATED'] as const;

const unpaid = () => notInArray(receivables.status, [...CLOSED]);

/**
 * GET /home/partner (spec §2 /partner home): the partner's funding and guarantee limits (its
 * programme in force), the payments expected on the receivables it funded, per day of the week and
 * the month holding `date`, and what of them is unpaid this week and this month. Nothing in the portal
 * draws on a guarantee limit yet, so its used amount is 0 (issue 22 report).
 */
export async function getPartnerHome(opts: Read<{ today: string; date?: string }>): Promise<PartnerHome> {
  const { db, actor, today } = opts;
  const date = opts.date ?? today;
  const week = weekOf(date);
  const month = monthOf(date);
  const partnerId = actor.enterprise_id;
  const setup = await latestActivatedSetup(db, partnerId);
  const funded = and(
    eq(transactionFundingPartners.partner_id, partnerId),
    inArray(transactions.status, [...FUNDED]),
  );
  // The calendar shows the week or the month: its days cover both, since a week may start in
  // the previous month or end in the next, and each of its days must add up to the week's figure.
  const shown = {
    from: compareIso(week.from, month.from) < 0 ? week.from : month.from,
    to: compareIso(week.to, month.to) > 0 ? week.to : month.to,
  };
  const dueIn = (r: { from: string; to: string }) =>
    and(unpaid(), between(receivables.maturity_date, r.from, r.to));
  // The receivables of the trades this partner funds (the funding partner chosen at internal
  // approval). Row security shows a partner only its own company's rows and a trade belongs to
  // its supplier and buyer, so these reads run as the platform with the partner named in the
  // WHERE: they answer only sums over the partner's own trades.
  const { totals, days } = await asSystem(async () => ({
    totals: (
      await db
        .select({
          used: sumWhere(receivables.advanced_amount, unpaid()),
          week_count: countWhere(dueIn(week)),
          week_amount: sumWhere(receivables.ar_amount, dueIn(week)),
          month_count: countWhere(dueIn(month)),
          month_amount: sumWhere(receivables.ar_amount, dueIn(month)),
        })
        .from(transactionFundingPartners)
        .innerJoin(transactions, eq(transactions.id, transactionFundingPartners.trans_id))
        .innerJoin(transactionReceivables, eq(transactionReceivables.trans_id, transactions.id))
        .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
        .where(funded)
    )[0],
    days: await db
      .select({
        date: receivables.maturity_date,
        count: countWhere(),
        amount: sumWhere(receivables.ar_amount),
        unpaid: sumWhere(receivables.ar_amount, unpaid()),
      })
      .from(transactionFundingPartners)
      .innerJoin(transactions, eq(transactions.id, transactionFundingPartners.trans_id))
      .innerJoin(transactionReceivables, eq(transactionReceivables.trans_id, transactions.id))
      .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
      .where(and(funded, between(receivables.maturity_date, shown.from, shown.to)))
      .groupBy(receivables.maturity_date)
      .orderBy(receivables.maturity_date),
  }));
  const used = totals?.used ?? 0;
  const funding = setup?.funding_limit ?? 0;
  const guarantee = setup?.guarantee_limit ?? 0;
  return {
    today,
    date,
    week,
    month,
    limits: {
      programme: setup !== undefined,
      funding: { total: funding, used, available: Math.max(0, funding - used) },
      guarantee: { total: guarantee, used: 0, available: guarantee },
    },
    schedule: days,
    unpaid: {
      week: { count: totals?.week_count ?? 0, amount: totals?.week_amount ?? 0 },
      month: { count: totals?.month_count ?? 0, amount: totals?.month_amount ?? 0 },
    },
  };
}
