import type { Paged } from '@arflow/domain/api/paging';
import { PARTNER_SORT_COLUMNS, type PartnerItem, type PartnerListInput } from '@arflow/domain/api/partners';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { companyScope, PARTNER_TYPES } from '../enterprises/index.ts';
import { formFilter, selectPartners, toPartnerItem } from './partner.query.ts';

/** Corporate or person partners (spec §7 /corporate/list, /person/list), and the setup list. */
export async function findPartners(opts: {
  db: DbOrTx;
  actor: UserState;
  filters: PartnerListInput['search_condition'] & { partner_form?: PartnerForm; doitac_ncc?: boolean };
  input: Omit<PartnerListInput, 'search_condition'>;
}): Promise<Paged<PartnerItem>> {
  const { db, actor, filters: f, input } = opts;
  const where: (SQL | undefined)[] = [companyScope(actor, PARTNER_TYPES), formFilter(f.partner_form)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(enterprises.code, p), ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  if (f.mst) where.push(ilike(enterprises.mst, likePattern(f.mst)));
  if (f.status) where.push(eq(enterprises.status, f.status));
  if (f.partner_kind) where.push(eq(enterprises.partner_kind, f.partner_kind));
  if (f.doitac_ncc !== undefined)
    where.push(f.doitac_ncc ? eq(enterprises.type, 'DOITAC_NCC') : eq(enterprises.type, 'PARTNER'));
  return findPage({
    db,
    input,
    select: () => selectPartners(db),
    where: and(...where),
    sortable: sortableColumns(enterprises, PARTNER_SORT_COLUMNS),
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: enterprises.id,
    map: toPartnerItem,
  });
}
