import type { AppendixDetail } from '@arflow/domain/api/appendices';
import { APPENDIX_DOCUMENT_TYPE } from '@arflow/domain/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import type { DocumentSigner } from '../../platform/signing/document-signer.ts';
import { requestSignOtp } from '../signing/request-sign-otp.ts';
import { signDocument } from '../signing/sign-document.ts';
import { onDocumentSigned } from '../signing/signed-hooks.ts';
import { refAppendices } from './appendices.tables.ts';
import { findAppendix, loadAppendixDetail } from './appendix.query.ts';

/**
 * A signature on an appendix's document moves the appendix (2 → 3 the partner, 3 → 6 the
 * platform) in the signature's own transaction, whichever route signed: the signing modal's
 * /signing/documents/{id}/sign or /partner/ref_appendix/sign_ca_otp. The signing step already
 * checked the right to sign (canSign) and the OTP; the workflow checks the signer's role.
 */
onDocumentSigned(APPENDIX_DOCUMENT_TYPE, async (tx, ctx, signed) => {
  const [row] = await tx
    .select({ id: refAppendices.id })
    .from(refAppendices)
    .where(eq(refAppendices.document_id, signed.documentId));
  if (!row) throw new AppError('NOT_FOUND');
  const signer = ctx.actor ? { ...ctx.actor, allow_sign: true } : null;
  await applyTransition(
    tx,
    { ...ctx, actor: signer },
    {
      table: refAppendices,
      workflow: APPENDIX_WORKFLOW,
      action: 'sign',
      id: row.id,
      input: { signature: signed.signatureId, otp: signed.otp },
      payload: { party: signed.party, signature_id: signed.signatureId },
    },
  );
});

async function documentOf(db: Db, ctx: RequestContext, id: number): Promise<number> {
  const item = await findAppendix(db, requireActor(ctx), id);
  if (item.document_id === null) throw new AppError('APPENDIX_NO_DOCUMENT');
  return item.document_id;
}

/** POST /partner/ref_appendix/sign_ca: the signing machinery's OTP for the appendix's document. */
export async function requestAppendixOtp(o: Command<{ id: number; certificateId: number }>) {
  return requestSignOtp({
    db: o.db,
    ctx: o.ctx,
    id: await documentOf(o.db, o.ctx, o.id),
    certificateId: o.certificateId,
  });
}

/** POST /partner/ref_appendix/sign_ca_otp: the signature, through the signing machinery. */
export async function signAppendix(
  o: Command<{ signer: DocumentSigner; id: number; certificateId: number; otp: string }>,
): Promise<AppendixDetail> {
  await signDocument({
    db: o.db,
    signer: o.signer,
    ctx: o.ctx,
    id: await documentOf(o.db, o.ctx, o.id),
    body: { certificate_id: o.certificateId, otp: o.otp },
  });
  return loadAppendixDetail(o.db, requireActor(o.ctx), o.id);
}
