import type { DocumentContractType, SignPlace, SignPlaceType } from '@arflow/domain/contract-documents';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import type { ContractTerms } from '../../platform/documents/contract-content.ts';
import { type ContractParty, generateContractPdf } from '../../platform/documents/generate-contract.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { signingDocuments } from './signing.tables.ts';

export async function partyRecord(tx: DbOrTx, id: number): Promise<ContractParty> {
  const [e] = await tx.select().from(enterprises).where(eq(enterprises.id, id));
  if (!e) throw new Error(`enterprise ${id} not found`);
  return {
    ...pickFields(e, ['name', 'mst', 'address', 'legal_represent', 'tel_no']),
    email: e.email1,
  };
}

/**
 * Keep a generated PDF for signing by its client company and the platform, `first` signing
 * first (contracts: the platform; a referral appendix: the partner, spec §4).
 */
export async function storeSigningDocument(
  tx: DbOrTx,
  o: {
    clientId: number;
    contractType: string;
    number: string;
    fileName: string;
    pdf: Uint8Array;
    signPlaces: SignPlace[];
    first: SignPlaceType | null;
    now: Date;
    /** A document of a lifecycle (a contract's): signed only through its own calls. */
    inLifecycle?: boolean;
  },
): Promise<number> {
  const [row] = await tx
    .insert(signingDocuments)
    .values({
      ent_id: o.clientId,
      contract_type: o.contractType,
      number: o.number,
      file_name: o.fileName,
      pdf: Buffer.from(o.pdf),
      sign_places: o.signPlaces,
      next_party: o.first,
      in_lifecycle: o.inLifecycle ?? false,
      created_at: o.now,
      updated_at: o.now,
    })
    .returning({ id: signingDocuments.id });
  return row!.id;
}

/**
 * Generate a contract between the platform (the funder company) and a client from their company
 * records and keep it for signing, the platform first. The contract lifecycle calls it at
 * "generate"; tests and the demo world too.
 */
export async function createSigningDocument(
  tx: DbOrTx,
  o: {
    platformId: number;
    clientId: number;
    type: DocumentContractType;
    number: string;
    date: string;
    terms?: ContractTerms;
    now: Date;
    /** A contract's document: signed only through the contract's calls (modules/contracts). */
    inLifecycle?: boolean;
  },
): Promise<number> {
  const { pdf, sign_places } = await generateContractPdf({
    type: o.type,
    number: o.number,
    date: o.date,
    platform: await partyRecord(tx, o.platformId),
    client: await partyRecord(tx, o.clientId),
    ...(o.terms ? { terms: o.terms } : {}),
  });
  return storeSigningDocument(tx, {
    clientId: o.clientId,
    contractType: o.type,
    number: o.number,
    fileName: `${o.type}_${o.number}.pdf`,
    pdf,
    signPlaces: sign_places,
    first: 'PLATFORM',
    inLifecycle: o.inLifecycle,
    now: o.now,
  });
}
