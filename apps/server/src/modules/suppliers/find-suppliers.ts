import type { Paged } from '@arflow/domain/api/paging';
import {
  SUPPLIER_SORT_COLUMNS,
  type SupplierItem,
  type SupplierListInput,
} from '@arflow/domain/api/suppliers';
import { LEAD_GROUPS, SUPPLIER_STATUS_GROUP } from '@arflow/domain/statuses/company';
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { companyScope, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { selectSuppliers, toSupplierItem } from './supplier.query.ts';

/**
 * POST /supplier/list (spec §3 filters name, mst, status new/on-boarded, locality, ent_type;
 * §9 default sort id desc). Corporate and individual suppliers share the list; ent_type tells
 * them apart (the individual-supplier screen asks for 6 and 7).
 */
export async function findSuppliers(opts: Read<{ input: SupplierListInput }>): Promise<Paged<SupplierItem>> {
  const { db, actor, input } = opts;
  const { search_condition: f, ...paging } = input;
  const where: (SQL | undefined)[] = [companyScope(actor, SUPPLIER_TYPES)];
  if (f.name) where.push(ilike(enterprises.name, likePattern(f.name)));
  if (f.mst) where.push(ilike(enterprises.mst, likePattern(f.mst)));
  if (f.status) where.push(inArray(enterprises.status, [...LEAD_GROUPS[SUPPLIER_STATUS_GROUP[f.status]]]));
  if (f.locality) where.push(eq(suppliers.locality, f.locality));
  if (f.ent_type !== undefined)
    where.push(inArray(suppliers.ent_type, Array.isArray(f.ent_type) ? f.ent_type : [f.ent_type]));
  return findPage({
    db,
    input: paging,
    select: () => selectSuppliers(db),
    where: and(...where),
    sortable: sortableColumns(enterprises, SUPPLIER_SORT_COLUMNS),
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: enterprises.id,
    map: toSupplierItem,
  });
}
