import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/modules/module.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createSigningDocument } from './create-document.ts';
import { signingRoutes } from './signing.routes.ts';

let seq = 0;

/** Documents signed by the platform, then the client, with certificates of the platform CA. */
export const signingModule = defineModule({
  name: 'signing',
  routes: signingRoutes,

  /** Contracts waiting for the platform's signature, so the signing journey can be tried at once. */
  async seedDemo({ tx, now, enterpriseId }) {
    const platformId = enterpriseId('ARFLOW');
    const date = now.toISOString().slice(0, 10);
    for (const [client, type, number] of [
      ['SUP01', 'DISCOUNT_CONTRACT', 'HD-DEMO-0001'],
      ['BUY01', 'COORDINATION_AGREEMENT', 'HD-DEMO-0002'],
    ] as const) {
      await createSigningDocument(tx, {
        platformId,
        clientId: enterpriseId(client),
        type,
        number,
        date,
        terms: { limit: 5_000_000_000, rate: 9.5, term_months: 12 },
        now,
      });
    }
  },
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
    body: (route) =>
      route.endsWith('/otp')
        ? { certificate_id: 1 }
        : route.endsWith('/sign')
          ? { certificate_id: 1, otp: '123456' }
          : undefined,
  },
});
