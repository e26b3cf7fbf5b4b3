import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { documentFile, findDocument } from '../signing/document.query.ts';
import { findAppendix } from './appendix.query.ts';

/**
 * POST /partner/ref_appendix/{id}/details: the appendix's PDF with every signature so far, in the
 * spec's downloaded-file shape (§3 file_info, §7 "Download contract success!").
 */
export async function appendixFile(o: { db: Db; ctx: RequestContext; id: number }) {
  const actor = requireActor(o.ctx);
  const item = await findAppendix(o.db, actor, o.id);
  if (item.document_id === null) throw new AppError('APPENDIX_NO_DOCUMENT');
  return documentFile(await findDocument(o.db, actor, item.document_id));
}
