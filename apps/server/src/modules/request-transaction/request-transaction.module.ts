import { defineModule } from '../../platform/modules/module.ts';
import { seedRequestTransactions } from './request-transaction.demo.ts';
import { requestTransactionRoutes } from './request-transaction.routes.ts';

const WHY =
  'a stage-bound step of the request flow (one unfinished draft per supplier, multipart bodies): ' +
  'no single record serves every route, so request-transaction.int.test.ts checks another ' +
  'company’s transaction, draft and receivables (404) route by route';

/** The supplier request flow (spec §4, §7 "Supplier request-transaction") and the supplier's transaction statistics. */
export const requestTransactionModule = defineModule({
  name: 'request-transaction',
  routes: requestTransactionRoutes,
  seedDemo: seedRequestTransactions,
  unscoped: Object.fromEntries(
    [
      'GET /api/supplier/request-transaction/synthesize/:buyId',
      'GET /api/supplier/request-transaction/:supplierId/draft-transaction/:buyerId',
      'GET /api/supplier/request-transaction/transaction/:id',
      'GET /api/supplier/request-transaction/upload-docs/:id',
      'POST /api/supplier/request-transaction/upload-docs/:id',
      'POST /api/supplier/request-transaction/upload-docs/confirm/:id',
      'POST /api/supplier/request-transaction/confirm/:id',
      'POST /api/supplier/request-transaction/add-doc-transactions/:id/approve',
    ].map((route) => [route, WHY]),
  ),
});
