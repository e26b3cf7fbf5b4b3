import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/modules/module.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createSigningDocument } from './create-document.ts';
import { signingRoutes } from './signing.routes.ts';
import { signingActionRoutes } from './signing-actions.routes.ts';

let seq = 0;

/**
 * Documents signed by the platform, then the client, with certificates of the platform CA. The
 * demo's documents are its contracts' (modules/contracts seeds them through their lifecycle).
 */
export const signingModule = defineModule({
  name: 'signing',
  routes: signingRoutes,

  scoping: {
    async record(db, ownerId) {
      const [funder] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.type, 'FUNDER'));
      seq += 1;
      const id = await createSigningDocument(db, {
        platformId: funder!.id,
        clientId: ownerId,
        type: 'DISCOUNT_CONTRACT',
        number: `SCOPE-${process.pid}-${seq}`,
        date: '2026-03-02',
        now: new Date(),
      });
      return { id: String(id) };
    },
  },
});

/**
 * The signing steps, apart so the scoping matrix can state why it does not run them: they find
 * the document exactly as GET /signing/documents/:id does (findDocument, the matrix covers it),
 * but succeed only for a signer with the right to sign, on their side's turn, with a live OTP,
 * which the matrix's personas cannot all have (403 NO_RIGHT_TO_SIGN is the answer for most).
 * signing.int.test.ts covers their refusals, another company's document included.
 */
/**
 * Why the scoping matrix leaves a `certificate_id` out: signStep looks the certificate up among the
 * signer's own (the user's, or the company's shared one) only once the status, the right to sign
 * and the signer's turn allow it, which the matrix's personas cannot all reach.
 */
export const CERTIFICATE_UNSCOPED =
  'the signer’s own certificates only (signStep: the user’s or the company’s), checked after the status, right to sign and turn: signing.int.test.ts “refuses … a certificate that is not the caller’s”';

const SCOPED_AS_DOCUMENT =
  'same company scope as GET /api/signing/documents/:id (findDocument); success needs the right to sign and an OTP: signing.int.test.ts';
export const signingActionsModule = defineModule({
  name: 'signing-actions',
  routes: signingActionRoutes,
  unscoped: {
    'POST /api/signing/documents/:id/otp': SCOPED_AS_DOCUMENT,
    'POST /api/signing/documents/:id/sign': SCOPED_AS_DOCUMENT,
  },
});
