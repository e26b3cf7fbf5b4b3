import { defineModule, unscopedAll } from '../../platform/modules/module.ts';
import { BUYER_TYPES, companyScoping, createCompany } from '../enterprises/index.ts';
import { seedDemoEligibility } from './eligibility.demo.ts';
import { eligibilityRoutes } from './eligibility.routes.ts';
import { buyerSuppliers } from './eligibility.tables.ts';

/** Eligibility of a buyer's suppliers: criteria, supplier lists, synthesis, self-setup (spec §7). */
export const eligibilityModule = defineModule({
  name: 'eligibility',
  routes: eligibilityRoutes,
  seedDemo: seedDemoEligibility,
  unscoped: unscopedAll(
    ['POST /api/buyer/credit/supplier-selected', 'POST /api/buyer/credit/supplier-unselected'].map(
      (route) => `${route} sup_id`,
    ),
    'names a supplier company, not a record: a buyer puts any supplier of the platform on its own list (its own entry, made or changed); eligibility.int.test.ts covers an unknown id',
  ),
  // A buyer (the owner itself when it is one) with one supplier on its list.
  scoping: companyScoping({
    types: BUYER_TYPES,
    names: ['id', 'buy_id'],
    async more(db, buyId) {
      const supId = await createCompany(db, 'SUPPLIER');
      const now = new Date();
      const [entry] = await db
        .insert(buyerSuppliers)
        .values({ ent_id: buyId, sup_id: supId, selected: true, created_at: now, updated_at: now })
        .returning({ id: buyerSuppliers.id });
      return { sup_id: String(supId), entry_id: String(entry!.id) };
    },
  }),
});
