import type { ContractSignBody, ContractSignResponse } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { decide } from '@arflow/domain/workflows/engine';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import type { DocumentSigner } from '../../platform/signing/document-signer.ts';
import { requestSignOtp } from '../signing/request-sign-otp.ts';
import { signDocument } from '../signing/sign-document.ts';
import { signerOf } from '../signing/signer-of.ts';
import { contractRow, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/**
 * A signing step of an e-signed contract (spec §4 "sign by CA with OTP confirmation"), through
 * the signing platform (modules/signing): without `otp` the code is e-mailed, bound to the
 * contract's document; with it the document is signed and, in the same transaction, the contract
 * moves on (3 → 4 the platform, 4 → 5 the client). The workflow is asked first, so a step out of
 * turn or without the right to sign is refused before any code is sent.
 */
export async function signContract(
  o: Command<{ signer: DocumentSigner; id: number; body: ContractSignBody }>,
): Promise<ContractSignResponse> {
  const actor = requireActor(o.ctx);
  const row = await contractRow(o.db, actor, o.id);
  if (row.contract_method !== 'digital' || row.document_id === null)
    throw new AppError('DOCUMENT_NOT_SIGNABLE');
  const allowSign = (await signerOf(o.db, actor)).maySign;
  const decision = decide({
    workflow: CONTRACT_WORKFLOW,
    action: 'sign',
    from: row.status,
    actor: { ...actor, allow_sign: allowSign },
    input: { signature: o.body.certificate_id, otp: o.body.otp ?? 'pending' },
  });
  if (!decision.ok) throw new AppError(decision.code);
  const documentId = row.document_id;
  if (o.body.otp === undefined) {
    const { data } = await requestSignOtp({
      db: o.db,
      ctx: o.ctx,
      id: documentId,
      certificateId: o.body.certificate_id,
      viaContract: true,
    });
    return { data: await loadContract(o.db, actor, o.id), otp: data };
  }
  await signDocument({
    db: o.db,
    signer: o.signer,
    ctx: o.ctx,
    id: documentId,
    body: { certificate_id: o.body.certificate_id, otp: o.body.otp },
    afterSign: async (tx) => {
      const done = row.status === 4;
      // The engine reads the right to sign from the actor: the flag is the user's, not the token's.
      const ctx = { ...o.ctx, actor: Object.assign({}, actor, { allow_sign: allowSign }) };
      await applyTransition(tx, ctx, {
        table: contracts,
        workflow: CONTRACT_WORKFLOW,
        action: 'sign',
        id: o.id,
        scope: contractScope(actor),
        input: { signature: o.body.certificate_id, otp: o.body.otp },
        set: done ? { sign_date: o.ctx.clock.today() } : {},
        payload: { certificate_id: o.body.certificate_id },
      });
    },
  });
  return { data: await loadContract(o.db, actor, o.id), otp: null };
}
