import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { signingCertificates } from '../../platform/signing/signing.tables.ts';
import type { DocumentRow } from './document.query.ts';
import { partyOf, type Signer } from './signer-of.ts';

/** What the OTP of a signature is bound to: this document, for this purpose. */
export const signOtpTarget = (userId: number, documentId: number) => ({
  userId,
  purpose: 'document.sign',
  subject: `signing_document:${documentId}`,
});

/**
 * The checks before an OTP is sent and again before the signature: the right to sign, the
 * caller's party's turn, and a certificate of the caller's own or of their company.
 */
export async function checkSignStep(
  tx: DbOrTx,
  doc: DocumentRow,
  signer: Signer,
  certificateId: number,
  viaContract = false,
): Promise<typeof signingCertificates.$inferSelect> {
  // A contract's document moves its contract's status when signed: only the contract's calls may.
  if (doc.in_lifecycle !== viaContract) throw new AppError('DOCUMENT_NOT_SIGNABLE');
  if (!signer.maySign) throw new AppError('NO_RIGHT_TO_SIGN');
  const party = partyOf(signer.actor, doc.ent_id);
  if (doc.next_party === null || party !== doc.next_party) throw new AppError('SIGNING_NOT_YOUR_TURN');
  const [cert] = await tx
    .select()
    .from(signingCertificates)
    .where(
      and(
        eq(signingCertificates.id, certificateId),
        or(
          eq(signingCertificates.user_id, signer.actor.id),
          and(
            isNull(signingCertificates.user_id),
            eq(signingCertificates.ent_id, signer.actor.enterprise_id),
          ),
        ),
      ),
    );
  if (!cert) throw new AppError('NO_DIGITAL_CERTIFICATE');
  return cert;
}
