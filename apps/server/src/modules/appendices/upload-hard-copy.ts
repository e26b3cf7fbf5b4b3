import type { AppendixDetail } from '@arflow/domain/api/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { uploadHardCopyStep } from '../../platform/files/hard-copy.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, findAppendix, loadAppendixDetail } from './appendix.query.ts';

/**
 * POST /partner/ref_appendix/{id}/upload (multipart, one `file`: pdf or an image, by content):
 * the hard copy signed by both sides, stored as the partner's document; the funder confirms it.
 */
export async function uploadHardCopy(o: Upload<{ id: number }>): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  await uploadHardCopyStep({
    ...o,
    table: refAppendices,
    workflow: APPENDIX_WORKFLOW,
    scope: appendixScope(actor),
    find: (db) => findAppendix(db, actor, o.id),
    refusal: () => new AppError('FILE_NOT_VALID'),
    payload: (file) => ({ file_id: file.id }),
  });
  return loadAppendixDetail(o.deps.db, actor, o.id);
}
