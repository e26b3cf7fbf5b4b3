import type { AppendixDetail, AppendixMethod } from '@arflow/domain/api/appendices';
import { APPENDIX_DOCUMENT_TYPE } from '@arflow/domain/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { asc, eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { partyRecord, storeSigningDocument } from '../signing/create-document.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, findAppendix, loadAppendixDetail, referredOf } from './appendix.query.ts';
import { generateAppendixPdf } from './appendix-pdf.ts';

/**
 * POST /partner/ref_appendix/{id}/generate-appendix: the funder makes the appendix's PDF from the
 * parties' records, for e-signing (the partner first: its document waits for the CLIENT side)
 * or to be printed and signed on paper (no e-signature awaited).
 */
export async function generateAppendix(
  o: Command<{ id: number; method: AppendixMethod }>,
): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    const item = await findAppendix(tx, actor, o.id);
    const [platform] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.type, 'FUNDER'))
      .orderBy(asc(enterprises.id))
      .limit(1);
    const date = o.ctx.clock.today();
    const { pdf, sign_places } = await generateAppendixPdf({
      ...item,
      date,
      platform: await partyRecord(tx, platform!.id),
      partner: await partyRecord(tx, item.ent_id),
      referred: await referredOf(tx, item),
    });
    const documentId = await storeSigningDocument(tx, {
      clientId: item.ent_id,
      contractType: APPENDIX_DOCUMENT_TYPE,
      number: item.number,
      fileName: `${APPENDIX_DOCUMENT_TYPE}_${item.number}.pdf`,
      pdf,
      signPlaces: sign_places,
      first: o.method === 'digital' ? 'CLIENT' : null,
      now: o.ctx.clock.now(),
    });
    // A refused action rolls the document back with it.
    await applyTransition(tx, o.ctx, {
      table: refAppendices,
      workflow: APPENDIX_WORKFLOW,
      action: o.method === 'digital' ? 'generate' : 'request_hard_copy',
      id: o.id,
      scope: appendixScope(actor),
      set: { contract_method: o.method, document_id: documentId },
      payload: { contract_method: o.method },
    });
    return loadAppendixDetail(tx, actor, o.id);
  });
}
