import type { GroupSupplier } from '@arflow/domain/api/early-rates';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, ilike, inArray, notExists, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern, type PageInput } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { SUPPLIER_TYPES } from '../enterprises/index.ts';
import { requireBuyer, requireGroup, requireVersion } from './early-rates.query.ts';
import { earlyRateGroupSuppliers } from './early-rates.tables.ts';

/**
 * Suppliers that may join a group: active supplier companies and individuals (by name or tax
 * code) that are in no group of that version yet (a supplier is in at most one group).
 */
export async function searchSuppliers(
  o: Read<{
    buyId: number;
    requestId: number;
    groupId: number;
    keyword?: string | undefined;
    input: PageInput;
  }>,
): Promise<Paged<GroupSupplier>> {
  await requireBuyer(o.db, o.actor, o.buyId);
  await requireVersion(o.db, o.buyId, o.requestId);
  await requireGroup(o.db, o.requestId, o.groupId);
  const where: (SQL | undefined)[] = [
    inArray(enterprises.type, [...SUPPLIER_TYPES]),
    eq(enterprises.active, true),
    notExists(
      o.db
        .select({ one: earlyRateGroupSuppliers.id })
        .from(earlyRateGroupSuppliers)
        .where(
          and(
            eq(earlyRateGroupSuppliers.request_id, o.requestId),
            eq(earlyRateGroupSuppliers.sup_id, enterprises.id),
          ),
        ),
    ),
  ];
  if (o.keyword) {
    const p = likePattern(o.keyword);
    where.push(or(ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  return findPage({
    db: o.db,
    input: o.input,
    select: () =>
      o.db
        .select({ sup_id: enterprises.id, sup_name: enterprises.name, sup_mst: enterprises.mst })
        .from(enterprises)
        .$dynamic(),
    where: and(...where),
    sortable: { sup_name: enterprises.name },
    defaultSort: { column: 'sup_name', direction: 'ASC' },
    tieBreaker: enterprises.id,
    map: (r) => r,
  });
}
