import type { LendingPackRating } from '@arflow/domain/api/lending-packs';
import { lendingPackQuote } from '@arflow/domain/lending';
import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { lendingPacks as p } from './lending-packs.tables.ts';

type Partner = { id: number; code: string; name: string };
type StoredRating = { rating_class: string; rate_bps: number };

// Written out with their tables: drizzle drops the table of a column in a one-table select, which
// would make `id` ambiguous inside these subqueries.
/** The partners of the outer query's lending pack, by name. */
export const packPartners = sql<
  Partner[]
>`(select coalesce(json_agg(json_build_object('id', e.id, 'code', e.code,
      'name', e.name) order by e.name, e.id), '[]'::json)
    from lending_pack_partners lp join enterprises e on e.id = lp.partner_id where lp.pack_id = lending_packs.id)`;
const packRatings = sql<
  StoredRating[]
>`(select coalesce(json_agg(json_build_object('rating_class', r.rating_class,
      'rate_bps', r.rate_bps) order by r.rating_class), '[]'::json)
    from lending_pack_ratings r where r.pack_id = lending_packs.id)`;

/** Lending packs with their partners and ratings. */
export function selectLendingPacks(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ent_id: _e, ...columns } = getTableColumns(p);
  return db
    .select({ ...columns, partners: packPartners, ratings: packRatings })
    .from(p)
    .$dynamic();
}

export const namesOf = (partners: readonly Partner[]) => partners.map((x) => x.name).join(', ');

/** A rating and its quote for the pack's total limit over its term (docs/finance.md §11). */
export function quoted(totalLimit: number, termDays: number, rating: StoredRating): LendingPackRating {
  const quote = lendingPackQuote(totalLimit, rating.rate_bps, termDays);
  return { ...rating, rate: Number(quote.ratePerYear), interest: quote.interest, repayment: quote.repayment };
}

export const toLendingPackItem = (
  row: Awaited<ReturnType<ReturnType<typeof selectLendingPacks>['execute']>>[number],
) => ({
  ...isoInstants(row),
  partner_names: namesOf(row.partners),
  ratings: row.ratings.map((x) => quoted(row.total_limit, row.term_days, x)),
});
