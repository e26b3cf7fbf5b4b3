import type { SignPlace } from '@arflow/domain/contract-documents';
import { boolean, customType, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  moment,
  ownedRow,
  ownerCopies,
  refTo,
  serialId,
  timeStamps,
  userRef,
} from '../../platform/db/columns.ts';
import { signingCertificates } from '../../platform/signing/signing.tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A PDF to be signed by the platform, then by its client company (spec §4: waiting for the
 * platform's signature, then the client's). `next_party` is whose signature is awaited; null
 * once both signed. The PDF holds every signature so far (incremental updates).
 */
export const signingDocuments = pgTable(
  'signing_documents',
  {
    // ent_id: the client company: its users sign as CLIENT and only they (and funder staff) see it.
    ...ownedRow(),
    contract_type: text('contract_type').notNull(),
    number: text('number').notNull(),
    file_name: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    sign_places: jsonb('sign_places').$type<SignPlace[]>().notNull(),
    next_party: text('next_party').$type<'PLATFORM' | 'CLIENT'>(),
    /**
     * A contract's document (modules/contracts): it is signed through the contract's own calls,
     * which move the contract's status with the signature; the bare signing calls refuse it.
     */
    in_lifecycle: boolean('in_lifecycle').notNull().default(false),
    ...timeStamps(),
  },
  (t) => [index('signing_documents_ent_idx').on(t.ent_id)],
);

/** Who signed a document, as which party, with which certificate and provider. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    // Owner columns for row security, copied from the document by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    document_id: refTo('document_id', () => signingDocuments.id),
    party: text('party').$type<'PLATFORM' | 'CLIENT'>().notNull(),
    user_id: userRef('user_id').notNull(),
    certificate_id: refTo('certificate_id', () => signingCertificates.id),
    provider: text('provider').notNull(),
    signed_at: moment('signed_at').notNull(),
  },
  (t) => [index('document_signatures_doc_idx').on(t.document_id)],
);
