import type { StoredFileItem } from '@arflow/domain/api/files';
import type { FilePurpose } from '@arflow/domain/files';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../audit/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { storedFiles } from './files.tables.ts';
import { discardStaged, type StagedFile } from './receive.ts';
import type { FileStore } from './store.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * Run the caller's transaction over files this request staged in the store: commit, or delete
 * the objects so the table and the store never disagree. When the failure is the COMMIT itself
 * the outcome is unknown, so the objects stay (rows may point at them); the orphan sweep removes
 * them later if the rows never came.
 */
export async function commitStaged<T>(
  o: { db: Db; store: FileStore; files: readonly StagedFile[]; log?: FastifyBaseLogger },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let workDone = false;
  try {
    return await o.db.transaction(async (tx) => {
      const result = await work(tx);
      workDone = true;
      return result;
    });
  } catch (err) {
    if (!workDone) await discardStaged(o.store, o.files, o.log);
    throw err;
  }
}

/** The `stored_files` rows (and their audit rows) of staged files, in the caller's transaction. */
export async function recordStaged(
  tx: Tx,
  ctx: RequestContext,
  files: readonly StagedFile[],
  o: { ent_id: number; purpose: FilePurpose },
): Promise<StoredFileRow[]> {
  if (files.length === 0) return [];
  const now = ctx.clock.now();
  const rows = await tx
    .insert(storedFiles)
    .values(files.map((f) => ({ ...f, ...o, uploaded_by: ctx.actor?.id ?? null, created_at: now })))
    .returning();
  for (const row of rows) {
    await writeAudit(tx, ctx, {
      action: 'file.upload',
      entity: 'stored_file',
      entityId: row.id,
      payload: {
        purpose: row.purpose,
        name: row.original_name,
        content_type: row.content_type,
        size: row.size,
        sha256: row.sha256,
        ent_id: row.ent_id,
      },
    });
  }
  return rows;
}

/** A row as the API shows it: no storage key, no uploader id, moments as ISO text. */
export function toStoredFileItem(row: StoredFileRow): StoredFileItem {
  const { key: _key, uploaded_by: _by, deleted_at: _deleted, ...item } = row;
  return { ...item, created_at: row.created_at.toISOString() };
}
