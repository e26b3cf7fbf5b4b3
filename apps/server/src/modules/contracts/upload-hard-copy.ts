import type { ContractItem } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { z } from 'zod';
import { applyTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { contractRow, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

const noFields = z.strictObject({});

/**
 * The scanned copy of a contract signed on paper (spec §4 "upload", status 11): one `file` part,
 * checked by the file store's rules for documents (type by magic bytes, size), stored as the
 * client's file and kept on the contract, which then waits for the funder's confirmation (approve
 * 11 → 5). A new upload replaces a copy the funder has not confirmed yet.
 */
export async function uploadHardCopy(o: Upload<{ id: number }>): Promise<ContractItem> {
  const { deps, req, ctx } = o;
  const actor = requireActor(ctx);
  // Refuse a contract the caller may not see before reading the body's files.
  await contractRow(deps.db, actor, o.id);
  const { files, commit, requireOne } = await receiveUpload(deps, req, noFields);
  await requireOne(
    () =>
      new AppError(files.length === 0 ? 'FILE_REQUIRED' : 'VALIDATION', {
        fields: { file: [files.length === 0 ? 'required' : 'invalid'] },
      }),
  );
  await commit(async (tx) => {
    const row = await contractRow(tx, actor, o.id);
    const [stored] = await recordStaged(tx, ctx, files, { ent_id: row.ent_id, purpose: 'document' });
    await applyTransition(tx, ctx, {
      table: contracts,
      workflow: CONTRACT_WORKFLOW,
      action: 'upload',
      id: o.id,
      scope: contractScope(actor),
      input: { documents: [stored!.id] },
      set: { hard_copy_file_id: stored!.id },
      payload: { file_id: stored!.id, name: stored!.original_name },
    });
  });
  return loadContract(deps.db, actor, o.id);
}
