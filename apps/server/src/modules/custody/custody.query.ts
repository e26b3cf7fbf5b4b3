import type { CustodyItem, CustodyView, custodyListQuery } from '@arflow/domain/api/custody';
import type { DocumentStatus } from '@arflow/domain/statuses/document';
import { and, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';
import { custodyDocuments as d } from './custody.tables.ts';

const holder = alias(users, 'holder');
const authority = alias(users, 'authority');
const requester = alias(users, 'requester');

/** Documents with their transaction's code, supplier and the people named on them. */
export function selectCustody(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, requested_at: _r, ...columns } = getTableColumns(d);
  return db
    .select({
      ...columns,
      trans_code: transactions.trans_code,
      ent_name: enterprises.name,
      holder_name: holder.fullName,
      authority_name: authority.fullName,
      requester_name: requester.fullName,
    })
    .from(d)
    .innerJoin(transactions, eq(transactions.id, d.trans_id))
    .innerJoin(enterprises, eq(enterprises.id, d.ent_id))
    .leftJoin(holder, eq(holder.id, d.holder_id))
    .leftJoin(authority, eq(authority.id, d.authority_id))
    .leftJoin(requester, eq(requester.id, d.requested_by))
    .$dynamic();
}

type Row = Omit<typeof d.$inferSelect, 'created_by' | 'updated_by' | 'requested_at'> & {
  trans_code: string;
  ent_name: string;
  holder_name: string | null;
  authority_name: string | null;
  requester_name: string | null;
};

export function toCustodyItem(row: Row): CustodyItem {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** In the vault: complete or damaged (spec §4 codes 1 and 2); only these can be lent or handed out. */
const IN_VAULT: DocumentStatus[] = [1, 2];

/** The list tabs of spec §2's views, as conditions on the same rows (decision 0093). */
const VIEWS: Record<CustodyView, SQL | undefined> = {
  all: undefined,
  requested: and(isNotNull(d.requested_by), inArray(d.status, IN_VAULT)),
  no_holder: and(isNull(d.holder_id), inArray(d.status, IN_VAULT)),
  no_authority: and(isNull(d.authority_id), inArray(d.status, [0, 1, 2])),
  held: and(isNotNull(d.holder_id), inArray(d.status, IN_VAULT)),
};

export function custodyFilter(q: z.infer<typeof custodyListQuery>): (SQL | undefined)[] {
  return [
    q.keyword
      ? or(
          ...[transactions.trans_code, d.unit_code, d.doc_name].map((c) => ilike(c, likePattern(q.keyword!))),
        )
      : undefined,
    q.view ? VIEWS[q.view] : undefined,
    q.status === undefined ? undefined : eq(d.status, Number(q.status) as DocumentStatus),
    q.doc_type ? eq(d.doc_type, q.doc_type) : undefined,
    q.return_timing ? eq(d.return_timing, q.return_timing) : undefined,
  ];
}
