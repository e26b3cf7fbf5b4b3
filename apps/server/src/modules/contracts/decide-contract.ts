import type { ContractItem } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { applyTransition } from '../../platform/db/transition.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { contractRow, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/**
 * The funder's review (spec §4 approve, reject): approval sends a reviewed contract to e-signing
 * (1 → 3) or, signed on paper, to upload (1 → 11); a waiting copy's approval completes it
 * (11 → 5, the copy checked against the original). Rejection needs a reason, from the funder's
 * approvers before signing or from the client's approvers at its signing step.
 */
export async function decideContract(
  o: Command<{ id: number; action: 'approve' | 'reject'; reason?: string | undefined }>,
): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    const row = await contractRow(tx, actor, o.id);
    const completes = o.action === 'approve' && row.status === 11;
    await applyTransition(tx, o.ctx, {
      table: contracts,
      workflow: CONTRACT_WORKFLOW,
      action: o.action,
      id: o.id,
      scope: contractScope(actor),
      input: {
        contract_method: row.contract_method,
        reason: o.reason ?? null,
        documents: row.hard_copy_file_id ? [row.hard_copy_file_id] : [],
      },
      set:
        o.action === 'reject'
          ? { reason: o.reason ?? null }
          : completes
            ? { sign_date: o.ctx.clock.today() }
            : {},
      payload: o.reason ? { reason: o.reason } : undefined,
    });
    return loadContract(tx, actor, o.id);
  });
}
