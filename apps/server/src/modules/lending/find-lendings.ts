import type { LendingItem, LendingListBody, LendingPeriodBook } from '@arflow/domain/api/lending';
import type { Paged } from '@arflow/domain/api/paging';
import { compareIso } from '@arflow/domain/dates';
import { periodInterestAccrued } from '@arflow/domain/lending';
import type { LendingStatus } from '@arflow/domain/statuses/lending';
import { and, eq, exists, getTableColumns, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, type PageInput, sortableColumns } from '../../platform/db/paging.ts';
import { asSystem } from '../../platform/db/request-scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { findLending, lendingScope, selectLendings, toLendingItem } from './lending.query.ts';
import { lendingExtensions, lendingPeriods, lendings } from './lending.tables.ts';
import { settlementsBooked } from './lending-books.ts';

/** The funder's notices (spec §7 partner-payment lending): loans waiting a step of its side or the partner's. */
export const NOTICE_STATUSES = {
  /** Asked for, confirmed, signed and paid or recorded: the confirmation notices' loans. */
  confirmation: [1, 2, 3, 4, 5],
  /** Disbursed to settled: the settlement notices' loans, by maturity. */
  settlement: [6, 61, 62, 66, 8],
  /** Every loan whose money went out: the partner's lending transaction history. */
  disbursed: [6, 61, 62, 66, 7, 8],
} as const satisfies Record<string, readonly LendingStatus[]>;

const SORTABLE = {
  ...sortableColumns(lendings, [
    'id',
    'amount',
    'rate_per_year',
    'disbursement_date',
    'maturity_date',
    'interest',
    'status',
    'updated_at',
  ]),
  ent_name: enterprises.name,
};

/** Loans within the caller's scope, of one partner or in some statuses, filtered as the list asks. */
export function findLendings(o: {
  db: DbOrTx;
  actor: UserState;
  body: LendingListBody;
  partnerId?: number;
  statuses?: readonly LendingStatus[];
}): Promise<Paged<LendingItem>> {
  const { search_condition: f, ...input } = o.body;
  const where: (SQL | undefined)[] = [lendingScope(o.actor)];
  if (o.partnerId !== undefined) where.push(eq(lendings.ent_id, o.partnerId));
  if (o.statuses) where.push(inArray(lendings.status, [...o.statuses]));
  if (f.keyword) {
    const digits = /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : null;
    where.push(
      or(
        ilike(enterprises.name, likePattern(f.keyword)),
        digits === null ? undefined : eq(lendings.id, digits),
      ),
    );
  }
  if (f.status !== undefined) where.push(eq(lendings.status, f.status));
  if (f.disbursed) where.push(inArray(lendings.status, [...NOTICE_STATUSES.disbursed]));
  if (f.extended)
    where.push(
      exists(
        o.db
          .select({ one: sql`1` })
          .from(lendingExtensions)
          .where(eq(lendingExtensions.lending_id, lendings.id)),
      ),
    );
  if (f.maturity_from) where.push(gte(lendings.maturity_date, f.maturity_from));
  if (f.maturity_to) where.push(lte(lendings.maturity_date, f.maturity_to));
  return findPage({
    db: o.db,
    input,
    select: () => selectLendings(o.db),
    where: and(...where),
    sortable: SORTABLE,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: lendings.id,
    map: toLendingItem,
  });
}

const SETTLEMENT_PAID = new Set<LendingStatus>([62, 7]);

/**
 * POST /partner/lending/{id}/list: the loan's schedule, a page at a time, each period with its
 * interest accrued to `today` and paid (its transaction history screen; decision 0098). Interest
 * is paid with the settlement (lending-books.ts), so what a booked settlement paid is each
 * period's interest accrued to the settlement's date, and nothing before it.
 */
export async function findLendingPeriods(o: {
  db: DbOrTx;
  actor: UserState;
  id: number;
  today: string;
  input: PageInput;
}): Promise<Paged<LendingPeriodBook>> {
  const loan = await findLending(o.db, o.actor, o.id);
  // The journal is the funder's (row security hides it from a partner); the loan was found in the
  // caller's scope above, so reading its settlement as the platform answers only the caller's own.
  const [settlement] = await asSystem(() => settlementsBooked(o.db, o.id));
  // A settlement the partner says it did not receive (back to 61) stays booked until the funder
  // pays again: it counts as paid only while paid (62) or confirmed (7).
  const paidTo = SETTLEMENT_PAID.has(loan.status) ? settlement?.business_date : undefined;
  const asOf = paidTo && compareIso(paidTo, o.today) < 0 ? paidTo : o.today;
  return findPage({
    db: o.db,
    input: o.input,
    select: () => {
      const { ent_id: _e, lending_id: _l, ...columns } = getTableColumns(lendingPeriods);
      return o.db.select(columns).from(lendingPeriods).$dynamic();
    },
    where: eq(lendingPeriods.lending_id, o.id),
    sortable: { index: lendingPeriods.index },
    defaultSort: { column: 'index', direction: 'ASC' },
    tieBreaker: lendingPeriods.index,
    map: (r) => {
      const period = { ...r, ratePerYear: String(r.rate_per_year) };
      return {
        ...r,
        interest_accrued: periodInterestAccrued(period, asOf),
        interest_paid: paidTo ? periodInterestAccrued(period, paidTo) : 0,
      };
    },
  });
}
