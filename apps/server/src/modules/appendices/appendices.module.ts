import type { AppendixRequestBody } from '@arflow/domain/api/appendices';
import { APPENDIX_DOCUMENT_TYPE } from '@arflow/domain/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { COMMISSION_WORKFLOW } from '@arflow/domain/workflows/commission';
import { eq } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import { defineModule, type ScopingFixture, unscopedAll } from '../../platform/modules/module.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { partyRecord, storeSigningDocument } from '../signing/create-document.ts';
import { CERTIFICATE_UNSCOPED } from '../signing/signing.module.ts';
import { DEMO_APPENDICES } from './appendices.demo.ts';
import { appendixActionRoutes, appendixPartnerRoutes, appendixReadRoutes } from './appendices.routes.ts';
import { refAppendices, refAppendixPartners } from './appendices.tables.ts';
import { generateAppendixPdf } from './appendix-pdf.ts';
// Registers the appendix's signature hook with the signing machinery.
import './sign-appendix.ts';

let seq = 0;
const fixtureCode = () => {
  seq += 1;
  return `SCOPE-${process.pid}-${seq}`;
};

/** A partner company owned by `ownerId`, or a fresh one when the owner is the funder (it sees every partner). */
async function partnerOf(db: DbOrTx, ownerId: number): Promise<number> {
  const [owner] = await db
    .select({ type: enterprises.type })
    .from(enterprises)
    .where(eq(enterprises.id, ownerId));
  if (owner?.type !== 'FUNDER') return ownerId;
  const code = fixtureCode();
  const [row] = await db
    .insert(enterprises)
    .values({ code, name: `Partner ${code}`, type: 'PARTNER', partner_kind: 'REFERRAL' })
    .returning({ id: enterprises.id });
  return row!.id;
}

/** An appendix waiting for the partner's e-signature, with a stand-in document. */
async function appendixOf(db: DbOrTx, ownerId: number): Promise<number> {
  const partner = await partnerOf(db, ownerId);
  const now = new Date();
  const code = fixtureCode();
  const documentId = await storeSigningDocument(db, {
    clientId: partner,
    contractType: APPENDIX_DOCUMENT_TYPE,
    number: code,
    fileName: `${code}.pdf`,
    pdf: Buffer.from('%PDF-1.4\n%scoping fixture\n'),
    signPlaces: [],
    first: 'CLIENT',
    now,
  });
  const [row] = await db
    .insert(refAppendices)
    .values({
      ent_id: partner,
      number: code,
      type: 'BUYER',
      name: 'Phụ lục kiểm thử',
      code,
      commission_rate: 0.5,
      payment_type: 2,
      status: 2,
      commission_status: 2,
      contract_method: 'digital',
      document_id: documentId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: refAppendices.id });
  return row!.id;
}

/** A valid request body with a code no other appendix has. */
export function appendixRequestFixture(): AppendixRequestBody {
  return {
    type: 'BUYER',
    name: 'Phụ lục giới thiệu kiểm thử',
    code: fixtureCode(),
    commission_rate: 0.5,
    payment_type: 2,
    referred_ids: [],
  };
}

/** The scoping matrix's appendix (waiting for the partner's signature) and its partner (`ent_id`). */
const appendixScoping: ScopingFixture = {
  async record(db, ownerId) {
    return { id: String(await appendixOf(db, ownerId)), ent_id: String(await partnerOf(db, ownerId)) };
  },
  // The certificate is not tried (unscoped): any id lets the call reach the appendix.
  body(route) {
    if (route.endsWith('/sign_ca')) return { certificate_id: 1 };
    if (route.endsWith('/sign_ca_otp')) return { certificate_id: 1, otp: '000000' };
    return undefined;
  },
};

/** Referral appendices: the lists and the reads of one appendix (company scope: the matrix). */
export const appendicesModule = defineModule({
  name: 'appendices',
  routes: appendixReadRoutes,

  async seedDemo({ tx, now, enterpriseId, userId }) {
    const ids = await seedThroughWorkflow(tx, {
      table: refAppendices,
      workflow: APPENDIX_WORKFLOW,
      by: userId('master'),
      now,
      records: DEMO_APPENDICES.map((a) => ({
        values: {
          ent_id: enterpriseId(a.partner),
          number: a.number,
          ...a.form,
          commission_status: a.path.includes('reject')
            ? (-1 as const)
            : a.commissionOn
              ? (3 as const)
              : (2 as const),
        },
        path: a.path,
      })),
    });
    const platform = await partyRecord(tx, enterpriseId('ARFLOW'));
    for (const [i, a] of DEMO_APPENDICES.entries()) {
      const id = ids[i]!;
      const referred = a.referred.map(enterpriseId);
      await tx
        .insert(refAppendixPartners)
        .values(referred.map((enterprise_id) => ({ appendix_id: id, enterprise_id })));
      // The commission's own table: switched on by the funder once the appendix was complete.
      if (a.commissionOn)
        await tx.insert(statusHistory).values({
          entity: COMMISSION_WORKFLOW.entity,
          entityId: String(id),
          action: 'ACTIVATE',
          fromStatus: '2',
          toStatus: '3',
          actorId: userId('master'),
          createdAt: now,
        });
      const method = a.path.includes('generate')
        ? 'digital'
        : a.path.includes('request_hard_copy')
          ? 'manual'
          : null;
      if (!method) continue;
      const names = await Promise.all(referred.map((r) => partyRecord(tx, r)));
      const { pdf, sign_places } = await generateAppendixPdf({
        ...a.form,
        number: a.number,
        date: now.toISOString().slice(0, 10),
        platform,
        partner: await partyRecord(tx, enterpriseId(a.partner)),
        referred: names,
      });
      const documentId = await storeSigningDocument(tx, {
        clientId: enterpriseId(a.partner),
        contractType: APPENDIX_DOCUMENT_TYPE,
        number: a.number,
        fileName: `${APPENDIX_DOCUMENT_TYPE}_${a.number}.pdf`,
        pdf,
        signPlaces: sign_places,
        first: method === 'digital' ? 'CLIENT' : null,
        now,
      });
      await tx
        .update(refAppendices)
        .set({ contract_method: method, document_id: documentId })
        .where(eq(refAppendices.id, id));
    }
  },

  scoping: appendixScoping,
});

/** The calls naming a partner (`{id}` the partner): its appendix list and a new appendix. */
export const appendixPartnerModule = defineModule({
  name: 'appendix-partner',
  routes: appendixPartnerRoutes,
  unscoped: {
    'POST /api/partner/ref_appendix/:id/request referred_ids':
      'names the companies the partner refers (any buyer, or partner of the kind: checkReferred), not another company’s record',
  },
  scoping: {
    async record(db, ownerId) {
      // `appendix_id`: an appendix of the partner's to ask for again.
      return { id: String(await partnerOf(db, ownerId)), appendix_id: String(await appendixOf(db, ownerId)) };
    },
    body: (route) => (route.endsWith('/request') ? appendixRequestFixture() : undefined),
  },
});

/**
 * The workflow steps, apart so the scoping matrix can state why it does not run them: they find
 * the appendix exactly as GET /partner/ref_appendix/:id does (appendixScope, the matrix covers
 * it), but succeed only from their workflow status, which one fixture cannot be for every step.
 * appendices.int.test.ts covers their refusals, another company's appendix included.
 */
const SCOPED_AS_APPENDIX =
  'same company scope as GET /api/partner/ref_appendix/:id (appendixScope); success needs the workflow status of the step: appendices.int.test.ts';
export const appendixActionsModule = defineModule({
  name: 'appendix-actions',
  routes: appendixActionRoutes,
  scoping: appendixScoping,
  unscoped: {
    ...unscopedAll(
      ['generate-appendix', 'upload', 'reject', 'confirm', 'commission_setup'].map(
        (step) => `POST /api/partner/ref_appendix/:id/${step}`,
      ),
      SCOPED_AS_APPENDIX,
    ),
    ...unscopedAll(
      ['sign_ca', 'sign_ca_otp'].map((step) => `POST /api/partner/ref_appendix/${step} certificate_id`),
      CERTIFICATE_UNSCOPED,
    ),
  },
});
