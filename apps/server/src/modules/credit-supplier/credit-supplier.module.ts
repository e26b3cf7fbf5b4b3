import { todayIn } from '@arflow/domain/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { createCompany, ownOrNewCompany, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { storeLegalRecord } from '../legal-records/legal-records.demo.ts';
import { seedDemoCredits } from './credit-supplier.demo.ts';
import { creditSupplierRoutes } from './credit-supplier.routes.ts';
import { supplierCredits } from './credit-supplier.tables.ts';

/**
 * A credit in assessment of a supplier with a new buyer: the owner itself when it is a supplier,
 * else a new supplier ("another company's" for funder staff). Answers every name the routes give
 * its ids.
 */
async function scopingRecord(db: DbOrTx, ownerId: number, deps: ModuleDeps): Promise<Record<string, string>> {
  const supId = await ownOrNewCompany(db, ownerId, SUPPLIER_TYPES);
  const now = new Date();
  const credit = async (status: 'ASSESSING' | 'ADD_DOC') => {
    const buyId = await createCompany(db, 'BUYER');
    const [row] = await db
      .insert(supplierCredits)
      .values({
        ent_id: supId,
        buy_id: buyId,
        applied_total_limit: 1_000_000_000,
        applied_discount_rate: 10,
        status,
        received_on: todayIn(undefined, now),
        created_at: now,
        updated_at: now,
      })
      .returning({ id: supplierCredits.id });
    return { id: String(row!.id), buyId };
  };
  const { id, buyId } = await credit('ASSESSING');
  // The supplier's answer to a request for documents needs a credit waiting for them.
  const waiting = (await credit('ADD_DOC')).id;
  // A legal record of the supplier, for the documents an application hands in (file_attach).
  const doc = await storeLegalRecord(db, deps.files, {
    ent_id: supId,
    doc_type: 'ERC',
    name: 'Giấy chứng nhận ĐKDN.pdf',
    content: TINY_PDF,
    contentType: 'application/pdf',
  });
  return {
    id,
    file_attach: String(doc),
    'POST /api/credit-supplier/request/add-doc/confirm id': waiting,
    'POST /api/credit-supplier/request/add-doc/reject id': waiting,
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
  unscoped: {
    'POST /api/credit-supplier/update buy_id':
      'names a buyer company, not a record: a supplier applies with any buyer of the platform (the buyer list it picks from is every buyer)',
  },
  scoping: {
    record: scopingRecord,
    body(route) {
      if (route === 'POST /api/credit-supplier/reject/:id' || route.endsWith('/reject'))
        return { reason: 'Hồ sơ chưa đạt' };
      if (route === 'POST /api/credit-supplier/update')
        return { applied_total_limit: 1_000_000_000, applied_discount_rate: 10 };
      return undefined;
    },
  },
});
