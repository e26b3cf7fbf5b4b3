import type { Paged } from '@arflow/domain/api/paging';
import {
  type ArGroup,
  type ArGroupBody,
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableItem,
  type StatBody,
} from '@arflow/domain/api/receivables';
import { daysPastDue } from '@arflow/domain/debt';
import { RECEIVABLE_HISTORY_STATUSES, type ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { and, count, eq, inArray, min, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivableFilters } from './find-receivables.ts';
import { type Calendar, selectReceivables, toReceivableItem } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** Financed receivables the buyer has still to pay: the maturity view. */
const MATURING = ['FIRST_PAID', 'SETTLEMENT'] as const satisfies readonly ReceivableStatus[];
/** Past due: the overdue view. */
const LATE = ['OVERDUE', 'BAD_DEBT'] as const satisfies readonly ReceivableStatus[];

/**
 * Whose receivables a statistic counts: the supplier's own (`ent_id`) or those a buyer owes
 * (`buy_id`), always the caller's company, so another company's never enter a figure; or, for
 * funder staff (the reports module), the rows a condition of theirs names (undefined: every one).
 */
export type StatParty = { supplier: number } | { buyer: number } | { rows: SQL | undefined };

const partyWhere = (p: StatParty) =>
  'rows' in p
    ? p.rows
    : 'supplier' in p
      ? eq(receivables.ent_id, p.supplier)
      : eq(receivables.buy_id, p.buyer);

function statWhere(party: StatParty, c: StatBody['search_condition'], statuses: readonly ReceivableStatus[]) {
  return and(
    partyWhere(party),
    inArray(receivables.status, [...statuses]),
    ...receivableFilters({ ...c, due_from: c.from_date, due_to: c.to_date }),
    c.maturity_date === undefined ? undefined : eq(receivables.maturity_date, c.maturity_date),
  );
}

const total = (col: SQL | typeof receivables.ar_amount) =>
  sql<number>`coalesce(${sum(col)}, 0)::bigint`.mapWith(Number);

/** POST /supplier/statistic/summary-ar-his (and the buyer's summary-ar): financed receivables by status. */
export async function summaryArHis(db: DbOrTx, party: StatParty, body: StatBody) {
  const rows = await db
    .select({
      status: receivables.status,
      count: count(),
      ar_amount: total(receivables.ar_amount),
      due_payment: total(receivables.due_payment),
    })
    .from(receivables)
    .where(statWhere(party, body.search_condition, RECEIVABLE_HISTORY_STATUSES))
    .groupBy(receivables.status);
  const by = new Map(rows.map((r) => [r.status, r]));
  return RECEIVABLE_HISTORY_STATUSES.map(
    (status) => by.get(status) ?? { status, count: 0, ar_amount: 0, due_payment: 0 },
  );
}

/** A paged list of the party's receivables in `statuses` (list-ars-his and the -details calls). */
function listArs(
  db: DbOrTx,
  party: StatParty,
  body: StatBody,
  statuses: readonly ReceivableStatus[],
  cal: Calendar,
): Promise<Paged<ReceivableItem>> {
  return findPage({
    db,
    input: body,
    select: () => selectReceivables(db),
    where: statWhere(party, body.search_condition, statuses),
    sortable: sortableColumns(receivables, RECEIVABLE_SORT_COLUMNS),
    defaultSort: { column: 'maturity_date', direction: 'ASC' },
    tieBreaker: receivables.id,
    map: (row) => toReceivableItem(row, cal),
  });
}

export const listArsHis = (db: DbOrTx, party: StatParty, body: StatBody, cal: Calendar) =>
  listArs(db, party, body, RECEIVABLE_HISTORY_STATUSES, cal);
export const maturityDetails = (db: DbOrTx, party: StatParty, body: StatBody, cal: Calendar) =>
  listArs(db, party, body, MATURING, cal);
export const overdueDetails = (db: DbOrTx, party: StatParty, body: StatBody, cal: Calendar) =>
  listArs(db, party, body, LATE, cal);
/** The buyer's settlement announcements: receivables due at maturity, to be paid to the funder. */
export const settlingDetails = (db: DbOrTx, party: StatParty, body: StatBody, cal: Calendar) =>
  listArs(db, party, body, ['SETTLEMENT'], cal);

/** The figures of a summary group, named as the response's fields so the sort can name them. */
const groupFigures = {
  count: count(),
  ar_amount: total(receivables.ar_amount),
  due_payment: total(receivables.due_payment),
};

/**
 * POST /supplier/statistic/list-summary-maturity-ars: financed receivables not yet paid by the
 * buyer, grouped by due date (the earliest first); the -details call lists one date's. The groups
 * are paged and sorted by PostgreSQL, the count wraps the grouped query.
 */
export function maturitySummary(db: DbOrTx, party: StatParty, body: ArGroupBody): Promise<Paged<ArGroup>> {
  return findPage({
    db,
    input: body,
    select: () =>
      db
        .select({ maturity_date: receivables.maturity_date, ...groupFigures })
        .from(receivables)
        .groupBy(receivables.maturity_date)
        .$dynamic(),
    where: statWhere(party, body.search_condition, MATURING),
    // A due date's group has no buyer and no days past due (null and 0 below): the body offers
    // both sorts (one body serves both summaries), which then order by the date alone.
    sortable: {
      ...groupFigures,
      maturity_date: receivables.maturity_date,
      buy_name: sql`cast(null as text)`,
      max_days: sql`cast(0 as int)`,
    },
    defaultSort: { column: 'maturity_date', direction: 'ASC' },
    tieBreaker: receivables.maturity_date,
    map: (r) => ({
      key: r.maturity_date,
      maturity_date: r.maturity_date,
      buy_id: null,
      buy_name: null,
      count: r.count,
      ar_amount: r.ar_amount,
      due_payment: r.due_payment,
      max_days: 0,
    }),
  });
}

/**
 * POST /supplier/statistic/list-summary-overdue-ars: overdue and bad-debt receivables grouped by
 * buyer, with the most days past due; the -details call lists one buyer's (search_condition.buy_id).
 */
export function overdueSummary(
  db: DbOrTx,
  supId: number,
  body: ArGroupBody,
  cal: Calendar,
): Promise<Paged<ArGroup>> {
  const earliest = min(receivables.maturity_date);
  return findPage({
    db,
    input: body,
    select: () =>
      db
        .select({ buy_id: receivables.buy_id, buy_name: enterprises.name, ...groupFigures, earliest })
        .from(receivables)
        .innerJoin(enterprises, eq(enterprises.id, receivables.buy_id))
        .groupBy(receivables.buy_id, enterprises.name)
        .$dynamic(),
    where: statWhere({ supplier: supId }, body.search_condition, LATE),
    sortable: {
      ...groupFigures,
      buy_name: enterprises.name,
      // Days past due only grow as the earliest due date goes back: sorting on the date is exact.
      max_days: sql`${cal.today}::date - ${earliest}`,
      maturity_date: earliest,
    },
    defaultSort: { column: 'buy_name', direction: 'ASC' },
    tieBreaker: receivables.buy_id,
    map: (r) => ({
      key: String(r.buy_id),
      maturity_date: null,
      buy_id: r.buy_id,
      buy_name: r.buy_name,
      count: r.count,
      ar_amount: r.ar_amount,
      due_payment: r.due_payment,
      max_days: r.earliest ? Math.max(0, daysPastDue(r.earliest, cal.today, cal.holidays)) : 0,
    }),
  });
}

/** GET /supplier/ar-review: every status of the supplier's receivables, with count and AR total. */
export async function arReview(db: DbOrTx, supId: number) {
  const rows = await db
    .select({ status: receivables.status, count: count(), ar_amount: total(receivables.ar_amount) })
    .from(receivables)
    .where(eq(receivables.ent_id, supId))
    .groupBy(receivables.status);
  return rows;
}
