import type { ContractItem } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { uploadHardCopyStep } from '../../platform/files/hard-copy.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { contractRow, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/**
 * The scanned copy of a contract signed on paper (spec §4 "upload", status 11): one `file` part,
 * checked by the file store's rules for documents (type by magic bytes, size), stored as the
 * client's file and kept on the contract, which then waits for the funder's confirmation (approve
 * 11 → 5). A new upload replaces a copy the funder has not confirmed yet.
 */
export async function uploadHardCopy(o: Upload<{ id: number }>): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  await uploadHardCopyStep({
    ...o,
    table: contracts,
    workflow: CONTRACT_WORKFLOW,
    scope: contractScope(actor),
    find: (db) => contractRow(db, actor, o.id),
    refusal: (files) =>
      new AppError(files.length === 0 ? 'FILE_REQUIRED' : 'VALIDATION', {
        fields: { file: [files.length === 0 ? 'required' : 'invalid'] },
      }),
    payload: (file) => ({ file_id: file.id, name: file.original_name }),
  });
  return loadContract(o.deps.db, actor, o.id);
}
