import { BUYER_SORT_COLUMNS, type BuyerItem, type BuyerListInput } from '@arflow/domain/api/buyers';
import type { Paged } from '@arflow/domain/api/paging';
import { LEAD_GROUPS } from '@arflow/domain/statuses/company';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, companyScope, toCompanyItem } from '../enterprises/index.ts';
import { selectBuyers } from './buyer.query.ts';

type Filters = BuyerListInput['search_condition'];

/**
 * The buyer list (spec §7 GET/POST /buyer/list) with the tab counts in `object` (spec §3
 * count_gianhap, count_tiemnang): the counts follow every filter but the tab itself, so both
 * tabs show how many buyers they hold for the same search.
 */
export async function findBuyers(
  opts: Read<{ filters: Filters; input: Omit<BuyerListInput, 'search_condition'> }>,
): Promise<Omit<Paged<BuyerItem>, 'object'> & { object: { count_gianhap: number; count_tiemnang: number } }> {
  const { db, actor, filters: f, input } = opts;
  const base: (SQL | undefined)[] = [companyScope(actor, BUYER_TYPES)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    base.push(or(ilike(enterprises.code, p), ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  if (f.name) base.push(ilike(enterprises.name, likePattern(f.name)));
  if (f.mst) base.push(ilike(enterprises.mst, likePattern(f.mst)));
  if (f.status) base.push(eq(enterprises.status, f.status));
  const where = and(...base, f.group ? inArray(enterprises.status, [...LEAD_GROUPS[f.group]]) : undefined);

  const inGroup = (g: keyof typeof LEAD_GROUPS) =>
    sql<number>`count(*) FILTER (WHERE ${inArray(enterprises.status, [...LEAD_GROUPS[g]])})::int`;
  const [page, [counts]] = await Promise.all([
    findPage({
      db,
      input,
      select: () => selectBuyers(db),
      where,
      sortable: sortableColumns(enterprises, BUYER_SORT_COLUMNS),
      defaultSort: { column: 'id', direction: 'DESC' },
      tieBreaker: enterprises.id,
      map: toCompanyItem,
    }),
    db
      .select({ count_gianhap: inGroup('gianhap'), count_tiemnang: inGroup('tiemnang') })
      .from(enterprises)
      .where(and(...base)),
  ]);
  return {
    ...page,
    object: { count_gianhap: counts?.count_gianhap ?? 0, count_tiemnang: counts?.count_tiemnang ?? 0 },
  };
}
