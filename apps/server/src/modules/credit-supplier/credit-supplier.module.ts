import { todayIn } from '@arflow/domain/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { SUPPLIER_TYPES } from '../enterprises/company.query.ts';
import { companyType, createCompany } from '../enterprises/fixtures.ts';
import { seedDemoCredits } from './credit-supplier.demo.ts';
import { creditSupplierRoutes } from './credit-supplier.routes.ts';
import { supplierCredits } from './credit-supplier.tables.ts';

/**
 * A credit in assessment of a supplier with a new buyer: the owner itself when it is a supplier,
 * else a new supplier ("another company's" for funder staff). Answers every name the routes give
 * its ids.
 */
async function scopingRecord(
  db: DbOrTx,
  ownerId: number,
  _deps: ModuleDeps,
): Promise<Record<string, string>> {
  const own = SUPPLIER_TYPES.includes((await companyType(db, ownerId))!);
  const supId = own ? ownerId : await createCompany(db, 'SUPPLIER');
  const buyId = await createCompany(db, 'BUYER');
  const now = new Date();
  const [row] = await db
    .insert(supplierCredits)
    .values({
      ent_id: supId,
      buy_id: buyId,
      applied_total_limit: 1_000_000_000,
      applied_discount_rate: 10,
      status: 'ASSESSING',
      received_on: todayIn(undefined, now),
      created_at: now,
      updated_at: now,
    })
    .returning({ id: supplierCredits.id });
  const id = String(row!.id);
  return {
    id,
    credit_id: id,
    sup_id: String(supId),
    supId: String(supId),
    buy_id: String(buyId),
    buyId: String(buyId),
  };
}

/** Supplier credit: applications per buyer, assessment, terms and the supplier's limits (spec §7). */
export const creditSupplierModule = defineModule({
  name: 'credit-supplier',
  routes: creditSupplierRoutes,
  seedDemo: seedDemoCredits,
  scoping: {
    record: scopingRecord,
    body(route) {
      if (route === 'POST /api/credit-supplier/reject/:id') return { reason: 'Hồ sơ chưa đạt' };
      return undefined;
    },
  },
});
