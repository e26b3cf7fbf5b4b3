import { eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { FileMissingError } from '../../platform/files/store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { documentFile, downloadedFile, findDocument } from '../signing/document.query.ts';
import { contractRow } from './contract.query.ts';

/**
 * A contract's file (spec §3 "file_info (file base64, file_name, content_type)", §7 "Download
 * contract success!"): the uploaded copy signed on paper when there is one, else the generated
 * PDF with every signature so far. Nothing generated yet: CONTRACT_FILE_MISSING.
 */
export async function downloadContract(o: {
  deps: Pick<ModuleDeps, 'db' | 'files'>;
  actor: UserState;
  id: number;
}) {
  const { db, files } = o.deps;
  const row = await contractRow(db, o.actor, o.id);
  if (row.hard_copy_file_id !== null) {
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.hard_copy_file_id));
    if (!file) throw new AppError('CONTRACT_FILE_MISSING');
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await files.get(file.key)) chunks.push(chunk as Buffer);
    } catch (err) {
      if (err instanceof FileMissingError) throw new AppError('CONTRACT_FILE_MISSING');
      throw err;
    }
    return downloadedFile(Buffer.concat(chunks), file.original_name, file.content_type);
  }
  if (row.document_id === null) throw new AppError('CONTRACT_FILE_MISSING');
  return documentFile(await findDocument(db, o.actor, row.document_id));
}
