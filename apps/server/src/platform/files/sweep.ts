import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { storedFiles } from './files.tables.ts';
import { LocalFileStore } from './local-store.ts';
import type { FileStore, StoredObjectInfo } from './store.ts';

/** Longer than any upload takes from its object's completion to its row's commit. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Remove objects no `stored_files` row names: left by a delete that failed after a refused
 * upload or a rolled-back transaction, or by a crash between the object and its row. Only
 * objects older than the grace period go, so an upload whose row is being written is safe even
 * when several instances share the store. Soft-deleted rows keep their objects. The local store
 * also loses temporary files of interrupted writes. Runs once at start (main.ts).
 */
export async function sweepOrphans(o: {
  db: DbOrTx;
  store: FileStore;
  now: Date;
  graceMs?: number;
}): Promise<{ deleted: number }> {
  const before = new Date(o.now.getTime() - (o.graceMs ?? ORPHAN_GRACE_MS));
  let deleted = 0;
  let batch: StoredObjectInfo[] = [];
  const flush = async () => {
    const known = await o.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.key,
          batch.map((b) => b.key),
        ),
      );
    const kept = new Set(known.map((k) => k.key));
    for (const object of batch) {
      if (kept.has(object.key)) continue;
      await o.store.delete(object.key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const object of o.store.list()) {
    if (object.modified >= before) continue;
    batch.push(object);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (o.store instanceof LocalFileStore) deleted += await o.store.removeStaleTemporaries(before);
  return { deleted };
}
