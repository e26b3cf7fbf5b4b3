import type { SupplierEligibleBody } from '@arflow/domain/api/receivables';
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { buyerSuppliers } from '../eligibility/eligibility.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from './receivables.tables.ts';

/**
 * POST /buy/notifications/supplier-eligible: the suppliers the buyer's list names (selected,
 * not blacklisted), each with its open receivables on the buyer (docs/decisions.md "Receivables").
 */
export async function supplierEligible(db: DbOrTx, buyId: number, body: SupplierEligibleBody) {
  const open = db
    .select({
      sup_id: receivables.ent_id,
      n: count().as('n'),
      total: sql<number>`coalesce(sum(${receivables.ar_amount}), 0)::bigint`.as('total'),
    })
    .from(receivables)
    .where(
      and(
        eq(receivables.buy_id, buyId),
        inArray(receivables.status, ['AVAILABLE', 'UNCONDITIONAL', 'MATURITY']),
      ),
    )
    .groupBy(receivables.ent_id)
    .as('open');
  const where = and(
    eq(buyerSuppliers.ent_id, buyId),
    eq(buyerSuppliers.selected, true),
    eq(buyerSuppliers.blacklisted, false),
    body.search_condition.keyword
      ? ilike(enterprises.name, likePattern(body.search_condition.keyword))
      : undefined,
  );
  return findPage({
    db,
    input: body,
    select: () =>
      db
        .select({
          sup_id: enterprises.id,
          sup_name: enterprises.name,
          sup_mst: enterprises.mst,
          open_count: sql<number>`coalesce(${open.n}, 0)::int`,
          open_ar_amount: sql<number>`coalesce(${open.total}, 0)`.mapWith(Number),
        })
        .from(buyerSuppliers)
        .innerJoin(enterprises, eq(enterprises.id, buyerSuppliers.sup_id))
        .leftJoin(open, eq(open.sup_id, enterprises.id))
        .$dynamic(),
    where,
    sortable: { sup_name: enterprises.name },
    defaultSort: { column: 'sup_name', direction: 'ASC' },
    tieBreaker: enterprises.id,
    map: (row) => row,
  });
}
