import type { LegalRecordItem } from '@arflow/domain/api/legal-records';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { availableActions } from '@arflow/domain/workflows/engine';
import { LEGAL_RECORD_WORKFLOW } from '@arflow/domain/workflows/legal-record';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterpriseLegalRecords as records } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { companyScope } from '../enterprises/index.ts';

/**
 * The legal records a caller may see among companies of these types: funder staff every
 * client's, a company user its own company's. Used in every read and in the transitions' WHERE,
 * so another company's record id answers 404.
 */
export function recordScope(db: DbOrTx, actor: UserState, types: readonly EnterpriseCode[]): SQL {
  return inArray(
    records.ent_id,
    db.select({ id: enterprises.id }).from(enterprises).where(companyScope(actor, types)),
  );
}

/** Records with their company's name and their file's facts; deleted ones are never shown. */
export function selectRecords(db: DbOrTx) {
  return db
    .select({
      id: records.id,
      ent_id: records.ent_id,
      ent_name: enterprises.name,
      ...pickFields(records, ['doc_type', 'status', 'reason', 'file_id']),
      file_name: storedFiles.original_name,
      content_type: storedFiles.content_type,
      size: storedFiles.size,
      ...pickFields(records, ['created_by', 'created_at', 'updated_at']),
    })
    .from(records)
    .innerJoin(enterprises, eq(enterprises.id, records.ent_id))
    .innerJoin(storedFiles, eq(storedFiles.id, records.file_id))
    .$dynamic();
}
export const NOT_DELETED = ne(records.status, 'DELETED');

type Row = Omit<LegalRecordItem, 'created_at' | 'updated_at' | 'actions'> & {
  created_at: Date;
  updated_at: Date;
};

export function toLegalRecordItem(row: Row, actor: UserState): LegalRecordItem {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    actions: availableActions({ workflow: LEGAL_RECORD_WORKFLOW, from: row.status, actor }).map(
      (a) => a.action,
    ),
  };
}

/** One live record the caller may see, or undefined. */
export async function loadRecord(
  db: DbOrTx,
  actor: UserState,
  types: readonly EnterpriseCode[],
  id: number,
  o: { withDeleted?: boolean } = {},
): Promise<LegalRecordItem | undefined> {
  const [row] = await selectRecords(db).where(
    and(eq(records.id, id), o.withDeleted ? undefined : NOT_DELETED, recordScope(db, actor, types)),
  );
  return row && toLegalRecordItem(row, actor);
}
