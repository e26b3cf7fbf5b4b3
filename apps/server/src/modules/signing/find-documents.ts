import { SIGNING_DOCUMENTS_LIMIT, type SigningDocumentItem } from '@arflow/domain/api/signing';
import { desc, eq } from 'drizzle-orm';
import { ownedBy } from '../../platform/db/scope.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { documentSummary } from './document.query.ts';
import { signerOf } from './signer-of.ts';
import { signingDocuments } from './signing.tables.ts';

/** GET /signing/documents: the caller's company's documents (funder staff: all), newest first. */
export async function findDocuments(o: Command): Promise<{ data: SigningDocumentItem[] }> {
  const actor = requireActor(o.ctx);
  const signer = await signerOf(o.db, actor);
  const rows = await o.db
    .select({ doc: signingDocuments, client_name: enterprises.name })
    .from(signingDocuments)
    .innerJoin(enterprises, eq(enterprises.id, signingDocuments.ent_id))
    .where(ownedBy(actor, signingDocuments.ent_id))
    .orderBy(desc(signingDocuments.id))
    .limit(SIGNING_DOCUMENTS_LIMIT);
  return {
    data: rows.map(({ doc, client_name }) => ({
      ...documentSummary(doc, signer),
      client_name,
      created_at: doc.created_at.toISOString(),
    })),
  };
}
