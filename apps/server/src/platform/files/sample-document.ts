import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../db/client.ts';
import { storedFiles } from './files.tables.ts';
import { TINY_PDF } from './samples.ts';
import type { FileStore } from './store.ts';

/**
 * Store a small PDF as a company's document, object and row (demo and test fixtures: no request,
 * no audit row); answers the `stored_files` id.
 */
export async function storeSampleDocument(
  db: DbOrTx,
  store: FileStore,
  entId: number,
  name: string,
): Promise<number> {
  const { key, size } = await store.put(Readable.from([TINY_PDF]), { contentType: 'application/pdf' });
  const [file] = await db
    .insert(storedFiles)
    .values({
      key,
      ent_id: entId,
      purpose: 'document',
      original_name: name,
      content_type: 'application/pdf',
      size,
      sha256: createHash('sha256').update(TINY_PDF).digest('hex'),
      created_at: new Date(),
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}
