import type { AnyWorkflow, WfAction } from '@arflow/domain/workflows/engine';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { applyTransition, type StatusTable } from '../db/transition.ts';
import type { Upload } from '../http/context.ts';
import type { StagedFile } from './receive.ts';
import { recordStaged, type StoredFileRow } from './record.ts';
import { receiveUpload } from './upload.ts';

/** No text fields: the record is the path's, the one `file` part its signed hard copy. */
const noFields = z.strictObject({});

/**
 * The hard-copy step of a record signed on paper (contracts, appendices): one `file` part, checked
 * by the file store's rules for documents, stored as the record's company's document and kept on
 * the record (`hard_copy_file_id`) by its workflow's `upload` action, in one transaction. The
 * record is looked up in the caller's scope before the body is read, so an unknown or another
 * company's id is refused without storing anything.
 */
export async function uploadHardCopyStep<
  T extends StatusTable & { hard_copy_file_id: AnyPgColumn },
  W extends AnyWorkflow,
>(
  o: Upload<{
    id: number;
    table: T;
    workflow: W;
    scope: SQL | undefined;
    /** The record in the caller's scope (refusing an unknown id): its company owns the file. */
    find(db: DbOrTx): Promise<{ ent_id: number }>;
    /** The error for a body without exactly one valid file. */
    refusal(files: readonly StagedFile[]): Error;
    /** What the audit row keeps of the file. */
    payload(file: StoredFileRow): Record<string, unknown>;
  }>,
): Promise<void> {
  await o.find(o.deps.db);
  const { files, commit, requireOne } = await receiveUpload(o.deps, o.req, noFields);
  await requireOne(() => o.refusal(files));
  await commit(async (tx) => {
    const row = await o.find(tx);
    const [file] = await recordStaged(tx, o.ctx, files, { ent_id: row.ent_id, purpose: 'document' });
    await applyTransition(tx, o.ctx, {
      table: o.table,
      workflow: o.workflow,
      action: 'upload' as WfAction<W>,
      id: o.id,
      scope: o.scope,
      input: { documents: [file!.id] },
      set: { hard_copy_file_id: file!.id } as Partial<T['$inferInsert']>,
      payload: o.payload(file!),
    });
  });
}
