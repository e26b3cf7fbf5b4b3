import type { PartnerHome } from '@arflow/domain/api/home';
import { compareIso } from '@arflow/domain/dates';
import { monthOf, PARTNER_FUNDED_STAGES, weekOf } from '@arflow/domain/home';
import { and, between, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { asSystem } from '../../platform/db/request-scope.ts';
import type { Read } from '../../platform/http/context.ts';
import { partnerNotices, partnerPrograms } from '../coordination/coordination.tables.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { countWhere, sumWhere } from './sums.ts';

/** Receivables whose buyer has paid, and one deleted before any payment (no debt). */
const CLOSED = ['SETTLED', 'DONE_COLLECTION', 'DELETED'] as const;

const unpaid = () => notInArray(receivables.status, [...CLOSED]);

/**
 * The partner's funding and guarantee limits: its ACTIVE coordination programmes of each kind (the
 * program-config screens show the same rows), and the guarantees it has disbursed, which draw on
 * its guarantee limit.
 */
async function partnerLimits(db: DbOrTx, partnerId: number) {
  const programs = await db
    .select({ kind: partnerPrograms.kind, limit: partnerPrograms.limit_amount })
    .from(partnerPrograms)
    .where(
      and(
        eq(partnerPrograms.ent_id, partnerId),
        eq(partnerPrograms.status, 'ACTIVE'),
        inArray(partnerPrograms.kind, ['FUNDING', 'GUARANTEE']),
      ),
    );
  const [guaranteed] = await db
    .select({ amount: sumWhere(partnerNotices.amount) })
    .from(partnerNotices)
    .where(
      and(
        eq(partnerNotices.ent_id, partnerId),
        eq(partnerNotices.kind, 'GUARANTEE_REQUEST'),
        eq(partnerNotices.status, 'DISBURSED'),
      ),
    );
  const limitOf = (kind: 'FUNDING' | 'GUARANTEE') => programs.find((p) => p.kind === kind)?.limit;
  return {
    programme: programs.length > 0,
    funding: limitOf('FUNDING') ?? 0,
    guarantee: limitOf('GUARANTEE') ?? 0,
    guaranteed: guaranteed?.amount ?? 0,
  };
}

/**
 * GET /home/partner (spec §2 /partner home): the partner's funding and guarantee limits (its
 * programmes in force), the payments expected on the receivables it funded, per day of the week and
 * the month holding `date`, and what of them is unpaid this week and this month.
 */
export async function getPartnerHome(opts: Read<{ today: string; date?: string }>): Promise<PartnerHome> {
  const { db, actor, today } = opts;
  const date = opts.date ?? today;
  const week = weekOf(date);
  const month = monthOf(date);
  const partnerId = actor.enterprise_id;
  const limits = await partnerLimits(db, partnerId);
  const funded = and(
    eq(transactionFundingPartners.partner_id, partnerId),
    inArray(transactions.status, [...PARTNER_FUNDED_STAGES]),
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
  const { funding, guarantee, guaranteed } = limits;
  return {
    today,
    date,
    week,
    month,
    limits: {
      programme: limits.programme,
      funding: { total: funding, used, available: Math.max(0, funding - used) },
      guarantee: { total: guarantee, used: guaranteed, available: Math.max(0, guarantee - guaranteed) },
    },
    schedule: days,
    unpaid: {
      week: { count: totals?.week_count ?? 0, amount: totals?.week_amount ?? 0 },
      month: { count: totals?.month_count ?? 0, amount: totals?.month_amount ?? 0 },
    },
  };
}
