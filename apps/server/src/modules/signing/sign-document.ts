import type { SigningDocument, SigningSignRequest } from '@arflow/domain/api/signing';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { verifyOtp } from '../../platform/otp/otp.ts';
import type { DocumentSigner } from '../../platform/signing/document-signer.ts';
import { documentView, findDocument } from './document.query.ts';
import { checkSignStep, signOtpTarget } from './sign-step.ts';
import { signedHookOf } from './signed-hooks.ts';
import { signerOf } from './signer-of.ts';
import { documentSignatures, signingDocuments } from './signing.tables.ts';

/**
 * POST /signing/documents/{id}/sign: the OTP is checked and spent first (its own transaction, so
 * a wrong try counts even though nothing else happens); then, with the document row locked, the
 * checks again, the signature, the next party's turn and the audit row, together.
 */
export async function signDocument(
  o: Command<{
    signer: DocumentSigner;
    id: number;
    body: SigningSignRequest;
    /**
     * The contract lifecycle's step, run in the signature's transaction after it (the contract's
     * status moves with its document's signature or neither happens).
     */
    afterSign?: (tx: Tx, party: 'PLATFORM' | 'CLIENT') => Promise<void>;
  }>,
): Promise<{ data: SigningDocument }> {
  const viaContract = o.afterSign !== undefined;
  const actor = requireActor(o.ctx);
  const now = o.ctx.clock.now();
  // Refuse what cannot succeed before spending the code.
  const before = await findDocument(o.db, actor, o.id);
  await checkSignStep(o.db, before, await signerOf(o.db, actor), o.body.certificate_id, viaContract);
  await verifyOtp(o.db, { ...signOtpTarget(actor.id, o.id), code: o.body.otp, now });
  return o.db.transaction(async (tx) => {
    const doc = await findDocument(tx, actor, o.id, true);
    const signer = await signerOf(tx, actor);
    const cert = await checkSignStep(tx, doc, signer, o.body.certificate_id, viaContract);
    let pdf: Buffer;
    try {
      pdf = await o.signer.sign(doc.pdf, {
        certificateId: cert.id,
        name: signer.fullName,
        reason: `Ký ${doc.number}`,
        location: 'Việt Nam',
        contactInfo: signer.email,
        signingTime: now,
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('SIGN_FAILED');
    }
    const party = doc.next_party!;
    // Whichever side signed first, the other signs next unless it already has.
    const other = party === 'PLATFORM' ? 'CLIENT' : 'PLATFORM';
    const [otherSigned] = await tx
      .select({ id: documentSignatures.id })
      .from(documentSignatures)
      .where(and(eq(documentSignatures.document_id, doc.id), eq(documentSignatures.party, other)));
    const [updated] = await tx
      .update(signingDocuments)
      .set({ pdf, next_party: otherSigned ? null : other, updated_at: now })
      .where(eq(signingDocuments.id, doc.id))
      .returning();
    const [signature] = await tx
      .insert(documentSignatures)
      .values({
        document_id: doc.id,
        party,
        user_id: actor.id,
        certificate_id: cert.id,
        provider: o.signer.provider,
        signed_at: now,
      })
      .returning({ id: documentSignatures.id });
    await signedHookOf(doc.contract_type)?.(tx, o.ctx, {
      documentId: doc.id,
      party,
      signatureId: signature!.id,
      otp: o.body.otp,
    });
    await o.afterSign?.(tx, party);
    await writeAudit(tx, o.ctx, {
      action: 'signing.signed',
      entity: 'signing_document',
      entityId: doc.id,
      payload: { party, certificate_id: cert.id, provider: o.signer.provider },
    });
    return { data: await documentView(tx, updated!, signer) };
  });
}
