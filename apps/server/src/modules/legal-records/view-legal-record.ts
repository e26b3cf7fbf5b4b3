import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { formatByteLimit } from '@arflow/domain/files';
import { MAX_FILE_LIST_BYTES } from '@arflow/domain/validation';
import { and, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';

import { FileMissingError } from '../../platform/files/store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { enterpriseLegalRecords as records } from '../enterprises/company.tables.ts';
import { NOT_DELETED, recordScope } from './legal-record.query.ts';

/** Files up to this size are answered inline (base64 in JSON grows them by a third). */
export const VIEW_MAX_BYTES = MAX_FILE_LIST_BYTES;

/**
 * A legal record's file inline (spec §7 POST /supplier/legal-records/view; §3 "file_info (file
 * base64, file_name, content_type)"; §8 "error_code, message and file_info.file"), for a record
 * the caller may see. Larger files are refused with a pointer to the download route.
 */
export async function viewLegalRecord(opts: {
  deps: Pick<ModuleDeps, 'db' | 'files'>;
  actor: UserState;
  types: readonly EnterpriseCode[];
  id: number;
  log: { error(obj: object, msg: string): void };
}) {
  const { deps, actor, types, id } = opts;
  const [file] = await deps.db
    .select({
      key: storedFiles.key,
      name: storedFiles.original_name,
      type: storedFiles.content_type,
      size: storedFiles.size,
    })
    .from(records)
    .innerJoin(storedFiles, eq(storedFiles.id, records.file_id))
    .where(and(eq(records.id, id), NOT_DELETED, recordScope(deps.db, actor, types)));
  if (!file) throw new AppError('NOT_FOUND');
  if (file.size > VIEW_MAX_BYTES)
    throw new AppError('FILE_TOO_LARGE_TO_VIEW', { params: { max: formatByteLimit(VIEW_MAX_BYTES) } });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await deps.files.get(file.key)) chunks.push(chunk as Buffer);
  } catch (err) {
    if (!(err instanceof FileMissingError)) throw err;
    opts.log.error({ recordId: id }, 'legal record whose file has gone from the file store');
    throw new AppError('NOT_FOUND');
  }
  return {
    error_code: 0,
    message: 'OK',
    file_info: {
      file: Buffer.concat(chunks).toString('base64'),
      file_name: file.name,
      content_type: file.type,
    },
  };
}
