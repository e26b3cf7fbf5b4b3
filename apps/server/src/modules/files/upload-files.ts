import { fileUploadFields, type StoredFileItem } from '@arflow/domain/api/files';
import { recordStaged, toStoredFileItem } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';

/** Store the request's files for the caller's own company, under the purpose it names. */
export async function uploadFiles(opts: Upload): Promise<StoredFileItem[]> {
  const { deps, req, ctx } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, fileUploadFields, (f) => f.purpose);
  const rows = await commit((tx) =>
    recordStaged(tx, ctx, files, { ent_id: actor.enterprise_id, purpose: fields.purpose }),
  );
  return rows.map(toStoredFileItem);
}
