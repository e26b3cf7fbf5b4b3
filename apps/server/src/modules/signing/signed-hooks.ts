import type { SignPlaceType } from '@arflow/domain/contract-documents';
import type { Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';

/** What a module learns when one of its documents is signed, inside the signature's transaction. */
export interface DocumentSigned {
  documentId: number;
  party: SignPlaceType;
  /** The document_signatures row: the signature the owner's workflow requires. */
  signatureId: number;
  otp: string;
}
export type SignedHook = (tx: Tx, ctx: RequestContext, signed: DocumentSigned) => Promise<void>;

const hooks = new Map<string, SignedHook>();

/**
 * A module whose record lives by its document's signatures (a referral appendix) registers here
 * by contract type: the signature and the record's transition then commit or fail together,
 * whichever route signed (the signing modal's or the module's own).
 */
export function onDocumentSigned(contractType: string, hook: SignedHook): void {
  hooks.set(contractType, hook);
}

export const signedHookOf = (contractType: string): SignedHook | undefined => hooks.get(contractType);
