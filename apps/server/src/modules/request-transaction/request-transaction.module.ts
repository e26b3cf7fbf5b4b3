import { defineModule } from '../../platform/modules/module.ts';
import { createCompany } from '../enterprises/fixtures.ts';
import { createTransaction } from '../transactions/fixtures.ts';
import { seedRequestTransactions } from './request-transaction.demo.ts';
import { requestTransactionRoutes } from './request-transaction.routes.ts';

/** The supplier request flow (spec §4, §7 "Supplier request-transaction") and the supplier's transaction statistics. */
export const requestTransactionModule = defineModule({
  name: 'request-transaction',
  routes: requestTransactionRoutes,
  seedDemo: seedRequestTransactions,
  scoping: {
    async record(db, ownerId) {
      const buyId = await createCompany(db, 'BUYER');
      // Past the draft stages, so the one-draft-per-supplier index never clashes.
      const t = await createTransaction(db, { supId: ownerId, buyId, status: 'CREDIT_REVIEW' });
      return { id: String(t.id), supplierId: String(ownerId), buyerId: String(buyId) };
    },
    body(route) {
      if (route.endsWith('/draft-transaction') && route.startsWith('POST'))
        return { buy_id: 1, sup_id: 1, transaction_date: '2026-12-01' };
      return undefined;
    },
  },
  unscoped: {
    'GET /api/supplier/request-transaction/synthesize/:buyId':
      'a buyer id, not a record of the caller: a buyer the supplier has no credit on is SUPPLIER_NOT_ELIGIBLE',
  },
});
