import type { LegalRecordItem } from '@arflow/domain/api/legal-records';
import type { Paged } from '@arflow/domain/api/paging';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { LegalDocType, LegalRecordStatus } from '@arflow/domain/statuses/legal-record';
import { and, eq, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, type PageInput, sortableColumns } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterpriseLegalRecords as records } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { byIdInScope } from '../enterprises/index.ts';
import { NOT_DELETED, recordScope, selectRecords, toLegalRecordItem } from './legal-record.query.ts';

/**
 * A page of live legal records the caller may see: one company's (`entId`), or, for funder
 * staff without one, every client's of these types (the review queue, e.g. status PENDING).
 * Newest first unless sorted otherwise.
 */
export async function findLegalRecords(opts: {
  db: DbOrTx;
  actor: UserState;
  types: readonly EnterpriseCode[];
  entId?: number | undefined;
  filters?: { doc_type?: LegalDocType | undefined; status?: LegalRecordStatus | undefined };
  /** A further condition on the records (the partner lists per form). */
  also?: SQL;
  input: PageInput;
}): Promise<Paged<LegalRecordItem>> {
  const { db, actor, types, entId, filters = {}, input } = opts;
  const where: (SQL | undefined)[] = [NOT_DELETED, recordScope(db, actor, types), opts.also];
  if (entId !== undefined) {
    // A company the caller may not see (or of another kind) is 404, not an empty list.
    const [company] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(byIdInScope(actor, types, entId));
    if (!company) throw new AppError('NOT_FOUND');
    where.push(eq(records.ent_id, entId));
  }
  if (filters.doc_type) where.push(eq(records.doc_type, filters.doc_type));
  if (filters.status) where.push(eq(records.status, filters.status));
  return findPage({
    db,
    input,
    select: () => selectRecords(db),
    where: and(...where),
    sortable: sortableColumns(records, ['id', 'created_at', 'doc_type', 'status']),
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: records.id,
    map: (row) => toLegalRecordItem(row, actor),
  });
}
