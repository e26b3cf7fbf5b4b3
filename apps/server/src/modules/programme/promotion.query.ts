import type { promotionListBody } from '@arflow/domain/api/programme';
import { and, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { promotionApplications as a, promotions as p } from './programme.tables.ts';

const buyer = alias(enterprises, 'buyer');
const supplier = alias(enterprises, 'supplier');
export const applicationCount = sql<number>`(select count(*)::int from ${a} where ${a.promotion_id} = ${p.id})`;

/** Promotions with their buyer's and supplier's names and how many transactions took them. */
export function selectPromotions(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(p);
  return db
    .select({ ...columns, buy_name: buyer.name, sup_name: supplier.name, applications: applicationCount })
    .from(p)
    .innerJoin(buyer, eq(buyer.id, p.buy_id))
    .leftJoin(supplier, eq(supplier.id, p.sup_id))
    .$dynamic();
}

export const toPromotionItem = (
  row: Awaited<ReturnType<ReturnType<typeof selectPromotions>['execute']>>[number],
) => isoInstants(row);

export function promotionFilter(
  q: z.infer<typeof promotionListBody>['search_condition'],
): (SQL | undefined)[] {
  return [
    q.keyword
      ? or(...[p.name, buyer.name, supplier.name].map((c) => ilike(c, likePattern(q.keyword!))))
      : undefined,
    q.status ? eq(p.status, q.status) : undefined,
    q.buy_id ? eq(p.buy_id, q.buy_id) : undefined,
  ];
}

export const promotionSortable = { buy_name: buyer.name };

/**
 * The promotion a supplier's quote on a buyer takes (docs/finance.md §13), as the id of a
 * correlated subquery over `supId` and `buyId` (values or an outer query's columns): an applied
 * promotion of that buyer for this supplier before one for all its suppliers, while the supplier
 * has used fewer than its maximum applications, not counting transaction `transId` (the draft
 * being priced, whose own application is claimed under a lock: claim-promotion.ts).
 */
export function promotionIdFor(supId: SQL | number, buyId: SQL | number, transId = 0): SQL<number | null> {
  return sql<number | null>`(select ${p.id} from ${p}
    where ${p.status} = 'APPLIED' and ${p.buy_id} = ${buyId}
      and (${p.sup_id} = ${supId} or ${p.sup_id} is null)
      and (select count(*) from ${a} where ${a.promotion_id} = ${p.id} and ${a.sup_id} = ${supId}
           and ${a.trans_id} <> ${transId}) < ${p.max_per_supplier}
    order by ${p.sup_id} nulls last, ${p.id}
    limit 1)`;
}

export type PromotionInForce = { id: number; name: string; discount_rate: number };

/** The promotion in force for one supplier on one buyer, or null. */
export async function promotionInForce(
  db: DbOrTx,
  o: { supId: number; buyId: number; transId?: number },
): Promise<PromotionInForce | null> {
  const [row] = await db
    .select({ id: p.id, name: p.name, discount_rate: p.discount_rate })
    .from(p)
    .where(eq(p.id, promotionIdFor(o.supId, o.buyId, o.transId ?? 0)));
  return row ?? null;
}

/** Promotions of the same target whose terms a new term must not overlap (spec §5). */
export function sameTarget(buyId: number, supId: number | null, exceptId?: number): SQL | undefined {
  return and(
    eq(p.buy_id, buyId),
    supId === null ? sql`${p.sup_id} is null` : eq(p.sup_id, supId),
    sql`${p.status} in ('WAITING', 'APPLIED')`,
    exceptId === undefined ? undefined : sql`${p.id} <> ${exceptId}`,
  );
}
