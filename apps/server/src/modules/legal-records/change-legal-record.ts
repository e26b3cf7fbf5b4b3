import type { LegalRecordDecisionForm, LegalRecordItem } from '@arflow/domain/api/legal-records';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { LEGAL_RECORD_WORKFLOW, type LegalRecordAction } from '@arflow/domain/workflows/legal-record';
import { and, eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { loadRecord, NOT_DELETED, recordScope } from './legal-record.query.ts';

/**
 * One step of a legal record's life (LEGAL_RECORD_WORKFLOW) on a record the caller may see:
 * approve, reject with a reason, or delete. Deleting is soft: the record becomes DELETED and its
 * stored file is marked deleted (404 for every download), both kept for the trace; history and
 * audit rows are written by the transition in the same transaction.
 */
export async function changeLegalRecord(
  opts: Command<{
    types: readonly EnterpriseCode[];
    id: number;
    action: LegalRecordAction;
    form?: Pick<LegalRecordDecisionForm, 'reason'>;
  }>,
): Promise<LegalRecordItem> {
  const { db, ctx, types, id, action } = opts;
  const actor = requireActor(ctx);
  const reason = opts.form?.reason ?? null;
  const row = await db.transaction(async (tx) => {
    const changed = await applyTransition(tx, ctx, {
      table: enterpriseLegalRecords,
      workflow: LEGAL_RECORD_WORKFLOW,
      action,
      id,
      // A deleted record is gone for everyone: 404, like any id the caller may not see.
      scope: and(NOT_DELETED, recordScope(tx, actor, types)),
      ...(action === 'reject' ? { set: { reason } } : {}),
      input: { reason },
      payload: { action, reason },
    });
    if (changed.status === 'DELETED')
      await tx
        .update(storedFiles)
        .set({ deleted_at: ctx.clock.now() })
        .where(eq(storedFiles.id, changed.file_id));
    return changed;
  });
  // A deleted record is answered once more by the delete call; lists no longer show it.
  const item = await loadRecord(db, actor, types, row.id, { withDeleted: true });
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}
