import type { AppendixDetail } from '@arflow/domain/api/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { z } from 'zod';
import { applyTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, findAppendix, loadAppendixDetail } from './appendix.query.ts';

/** No text fields: the appendix is the path's, the one `file` part its signed hard copy. */
const uploadFields = z.strictObject({});

/**
 * POST /partner/ref_appendix/{id}/upload (multipart, one `file`: pdf or an image, by content):
 * the hard copy signed by both sides, stored as the partner's document; the funder confirms it.
 */
export async function uploadHardCopy(o: Upload<{ id: number }>): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  // Refuse an unknown or another company's appendix before reading the file.
  await findAppendix(o.deps.db, actor, o.id);
  const { files, commit, requireOne } = await receiveUpload(o.deps, o.req, uploadFields);
  await requireOne(() => new AppError('FILE_NOT_VALID'));
  return commit(async (tx) => {
    const item = await findAppendix(tx, actor, o.id);
    const [file] = await recordStaged(tx, o.ctx, files, { ent_id: item.ent_id, purpose: 'document' });
    await applyTransition(tx, o.ctx, {
      table: refAppendices,
      workflow: APPENDIX_WORKFLOW,
      action: 'upload',
      id: o.id,
      scope: appendixScope(actor),
      input: { documents: [file!.id] },
      set: { hard_copy_file_id: file!.id },
      payload: { file_id: file!.id },
    });
    return loadAppendixDetail(tx, actor, o.id);
  });
}
