import { defineModule } from '../../platform/modules/module.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { bankFixture, companyScoping, createCompany, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { seedDemoSuppliers } from './suppliers.demo.ts';
import { supplierRoutes } from './suppliers.routes.ts';

/** Supplier management and individual suppliers (spec §7 "Supplier management"). */
export const suppliersModule = defineModule({
  name: 'suppliers',
  routes: supplierRoutes,
  seedDemo: seedDemoSuppliers,
  // A supplier's record is the supplier company itself (its banks hang from it). For funder
  // staff, new companies stand for "another company's": a corporate supplier, an individual.
  scoping: companyScoping({
    types: SUPPLIER_TYPES,
    names: ['id'],
    async more(db, supplier, ownerId) {
      const individual = supplier === ownerId ? ownerId : await createCompany(db, 'INDSUPPLIER');
      const [bank] = await db
        .insert(enterpriseBanks)
        .values({ ...bankFixture(), ent_id: supplier })
        .returning({ id: enterpriseBanks.id });
      return { ind_id: String(individual), bank_id: String(bank!.id) };
    },
    body(route) {
      if (route === 'POST /api/individual/:ind_id/ekyc') return { action: 'verify' };
      return undefined;
    },
  }),
});
