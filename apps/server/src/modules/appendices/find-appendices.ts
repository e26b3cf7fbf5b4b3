import {
  APPENDIX_SORT_COLUMNS,
  type AppendixItem,
  type AppendixListBody,
  type AppendixPartnerItem,
} from '@arflow/domain/api/appendices';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, checkReferringPartner, selectAppendices, toAppendixItem } from './appendix.query.ts';

/**
 * The appendices a caller may see, filtered: list-referral-appendix (a partner its own, the
 * funder every partner's or one's) and …/{partner id}/appendixes (one partner's).
 */
export async function findAppendices(o: {
  db: DbOrTx;
  actor: UserState;
  body: Omit<AppendixListBody, 'search_condition'> & {
    search_condition: Partial<AppendixListBody['search_condition']>;
  };
  partnerId?: number;
}): Promise<Paged<AppendixItem>> {
  const { db, actor, body } = o;
  const c = body.search_condition;
  if (o.partnerId !== undefined) await checkReferringPartner(db, actor, o.partnerId);
  const filters: (SQL | undefined)[] = [appendixScope(actor)];
  const partner = o.partnerId ?? c.ent_id;
  if (partner !== undefined) filters.push(eq(refAppendices.ent_id, partner));
  if (c.keyword) {
    const p = likePattern(c.keyword);
    filters.push(
      or(ilike(refAppendices.number, p), ilike(refAppendices.name, p), ilike(refAppendices.code, p)) as SQL,
    );
  }
  if (c.status !== undefined) filters.push(eq(refAppendices.status, c.status));
  if (c.type) filters.push(eq(refAppendices.type, c.type));
  return findPage({
    db,
    input: body,
    select: () => selectAppendices(db),
    where: and(...filters),
    sortable: sortableColumns(refAppendices, APPENDIX_SORT_COLUMNS),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: refAppendices.id,
    map: toAppendixItem,
  });
}

const appendixCount = sql<number>`(select count(*)::int from ${refAppendices} where ${refAppendices.ent_id} = ${enterprises.id})`;

/** POST /partner/ref_appendix/list_partner: referral partners and DOITAC_NCC accounts, with their appendix count. */
export async function findAppendixPartners(o: {
  db: DbOrTx;
  body: {
    search_condition: { keyword?: string | null };
    page_number: number;
    page_size: number;
    sort_column?: 'name' | 'code' | undefined;
    sort_direction: 'ASC' | 'DESC';
  };
}): Promise<Paged<AppendixPartnerItem>> {
  const filters: (SQL | undefined)[] = [
    or(
      and(eq(enterprises.type, 'PARTNER'), eq(enterprises.partner_kind, 'REFERRAL')),
      eq(enterprises.type, 'DOITAC_NCC'),
    ),
  ];
  const k = o.body.search_condition.keyword;
  if (k)
    filters.push(or(ilike(enterprises.name, likePattern(k)), ilike(enterprises.code, likePattern(k))) as SQL);
  return findPage({
    db: o.db,
    input: o.body,
    select: () =>
      o.db
        .select({
          ...pickFields(enterprises, ['id', 'code', 'name', 'mst']),
          appendix_count: appendixCount,
        })
        .from(enterprises)
        .$dynamic(),
    where: and(...filters),
    sortable: { name: enterprises.name, code: enterprises.code },
    defaultSort: { column: 'name', direction: 'ASC' },
    tieBreaker: enterprises.id,
    map: (r) => r,
  });
}
