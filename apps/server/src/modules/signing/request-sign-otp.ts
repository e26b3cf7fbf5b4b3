import { documentTypeLabel } from '@arflow/domain/contract-documents';
import { writeAudit } from '../../platform/audit/audit.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { issueOtp } from '../../platform/otp/otp.ts';
import { findDocument } from './document.query.ts';
import { checkSignStep, signOtpTarget } from './sign-step.ts';
import { signerOf } from './signer-of.ts';

/**
 * POST /signing/documents/{id}/otp: after the checks, a 6-digit code bound to this document goes
 * to the signer's e-mail through the outbox (it leaves when this transaction commits).
 */
export async function requestSignOtp(
  o: Command<{
    id: number;
    certificateId: number;
    /** Asked by the contract lifecycle for its own document (modules/contracts). */
    viaContract?: boolean;
  }>,
): Promise<{ data: { expires_at: string; sent_to: string } }> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    const doc = await findDocument(tx, actor, o.id);
    const signer = await signerOf(tx, actor);
    await checkSignStep(tx, doc, signer, o.certificateId, o.viaContract);
    const label = documentTypeLabel(doc.contract_type) ?? {
      vi: doc.contract_type,
      en: doc.contract_type,
    };
    const { expires_at } = await issueOtp(tx, {
      ...signOtpTarget(actor.id, doc.id),
      email: signer.email,
      fullName: signer.fullName,
      what: {
        vi: `ký ${label.vi.toLowerCase()} số ${doc.number}`,
        en: `sign the ${label.en.toLowerCase()} ${doc.number}`,
      },
      now: o.ctx.clock.now(),
    });
    await writeAudit(tx, o.ctx, {
      action: 'signing.otp-requested',
      entity: 'signing_document',
      entityId: doc.id,
      payload: { certificate_id: o.certificateId },
    });
    return { data: { expires_at, sent_to: signer.email } };
  });
}
