import { eq, sql } from 'drizzle-orm';
import { defineModule } from '../../platform/modules/module.ts';
import { BUYER_TYPES, ownOrNewCompany } from '../enterprises/index.ts';
import { demoTerms, seedDemoCreditBuyer } from './credit-buyer.demo.ts';
import { creditBuyerRoutes } from './credit-buyer.routes.ts';
import { buyerCreditSetups, buyerMaturities } from './credit-buyer.tables.ts';

/** Buyer credit programmes on the funder side and the buyer's own view of them (spec §7 "Credit buyer"). */
export const creditBuyerModule = defineModule({
  name: 'credit-buyer',
  routes: creditBuyerRoutes,
  seedDemo: seedDemoCreditBuyer,
  scoping: {
    // Setups belong to a buyer: a buyer owner keeps its own; for another owner type (funder staff
    // stand for "any company") a new buyer is made. One PENDING version (`id`), one APPLIED
    // (`applied_id`) and a DRAFT maturity, so each action route finds its record in the right state.
    async record(db, ownerId) {
      const buyer = await ownOrNewCompany(db, ownerId, BUYER_TYPES);
      const now = new Date();
      const terms = demoTerms(now.toISOString().slice(0, 10));
      const stamp = { created_at: now, updated_at: now };
      const next = async (table: typeof buyerCreditSetups | typeof buyerMaturities) => {
        const [r] = await db
          .select({ v: sql<number>`coalesce(max(${table.version}), 0)::int` })
          .from(table)
          .where(eq(table.ent_id, buyer));
        return (r?.v ?? 0) + 1;
      };
      const version = await next(buyerCreditSetups);
      const rows = await db
        .insert(buyerCreditSetups)
        .values(
          (['PENDING', 'APPLIED'] as const).map((status, i) => ({
            ...terms,
            ent_id: buyer,
            version: version + i,
            status,
            ...stamp,
          })),
        )
        .returning({ id: buyerCreditSetups.id });
      await db.insert(buyerMaturities).values({
        ent_id: buyer,
        version: await next(buyerMaturities),
        term_unit: 2,
        payment_term: 60,
        max_extension: 0,
        status: 'DRAFT',
        ...stamp,
      });
      return {
        id: String(rows[0]!.id),
        applied_id: String(rows[1]!.id),
        buyer_id: String(buyer),
        // The query's id is the buyer's.
        'GET /api/enterprise/contract-type id': String(buyer),
      };
    },
    body(route) {
      if (route.endsWith('/request-supplier-rate-settings')) return { settings: [] };
      if (route.endsWith('/confirm-structure')) return { transaction_structure: 1 };
      return undefined;
    },
  },
});
