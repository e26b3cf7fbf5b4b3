import type { ContractDetail } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { availableActions } from '@arflow/domain/workflows/engine';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { documentView, findDocument } from '../signing/document.query.ts';
import { signerOf } from '../signing/signer-of.ts';
import { loadContract } from './contract.query.ts';

/**
 * One contract with its timeline, the steps the caller may take now (the workflow engine's, with
 * the caller's right to sign) and its signing document (signatures so far, whose turn).
 */
export async function getContract(o: { db: DbOrTx; actor: UserState; id: number }): Promise<ContractDetail> {
  const item = await loadContract(o.db, o.actor, o.id);
  const signer = await signerOf(o.db, o.actor);
  const actions = availableActions({
    workflow: CONTRACT_WORKFLOW,
    from: item.contract_status as never,
    actor: { ...o.actor, allow_sign: signer.maySign },
  });
  const document =
    item.document_id === null
      ? null
      : await documentView(o.db, await findDocument(o.db, o.actor, item.document_id), signer);
  return {
    ...item,
    history: await findHistory(o.db, CONTRACT_WORKFLOW.entity, o.id),
    actions: actions.map((a) => ({ action: a.action, to: a.to, requires: a.requires })),
    document,
  };
}
