import { DOWNLOAD_CONTRACT_SUCCESS, type SigningDocument } from '@arflow/domain/api/signing';
import { and, asc, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { signingCertificates } from '../../platform/signing/signing.tables.ts';
import { users } from '../users/users.tables.ts';
import { partyOf, type Signer } from './signer-of.ts';
import { documentSignatures, signingDocuments } from './signing.tables.ts';

export type DocumentRow = typeof signingDocuments.$inferSelect;

/** A document the caller's company may see (funder staff: every one); another's is 404. */
export async function findDocument(
  tx: DbOrTx,
  actor: UserState,
  id: number,
  lock = false,
): Promise<DocumentRow> {
  const q = tx
    .select()
    .from(signingDocuments)
    .where(and(eq(signingDocuments.id, id), ownedBy(actor, signingDocuments.ent_id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A file in the spec's downloaded-file answer (§3 file_info, §7 "Download contract success!"). */
export function downloadedFile<C extends string>(file: Buffer, file_name: string, content_type: C) {
  return {
    message: DOWNLOAD_CONTRACT_SUCCESS,
    data: { file_info: { file: file.toString('base64'), file_name, content_type } },
  };
}

/** A document's PDF with every signature so far, as a downloaded file. */
export const documentFile = (doc: DocumentRow) => downloadedFile(doc.pdf, doc.file_name, 'application/pdf');

/** Whether the caller may sign now: their party's turn and the right to sign. */
export const maySignNow = (doc: DocumentRow, signer: Signer): boolean =>
  signer.maySign && doc.next_party !== null && partyOf(signer.actor, doc.ent_id) === doc.next_party;

/** What both the list and the detail show of a document, and whether the caller may sign it now. */
export const documentSummary = (doc: DocumentRow, signer: Signer) => ({
  id: doc.id,
  ent_id: doc.ent_id,
  contract_type: doc.contract_type,
  number: doc.number,
  file_name: doc.file_name,
  next_party: doc.next_party,
  can_sign: maySignNow(doc, signer),
});

export async function documentView(tx: DbOrTx, doc: DocumentRow, signer: Signer): Promise<SigningDocument> {
  const signatures = await tx
    .select({
      party: documentSignatures.party,
      signer: users.fullName,
      certificate: signingCertificates.subject,
      signed_at: documentSignatures.signed_at,
    })
    .from(documentSignatures)
    .innerJoin(users, eq(users.id, documentSignatures.user_id))
    .innerJoin(signingCertificates, eq(signingCertificates.id, documentSignatures.certificate_id))
    .where(eq(documentSignatures.document_id, doc.id))
    .orderBy(asc(documentSignatures.id));
  return {
    ...documentSummary(doc, signer),
    sign_places: doc.sign_places,
    signatures: signatures.map((s) => ({ ...s, signed_at: s.signed_at.toISOString() })),
  };
}
