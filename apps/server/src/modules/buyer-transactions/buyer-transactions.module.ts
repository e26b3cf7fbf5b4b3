import { storeSampleDocument } from '../../platform/files/sample-document.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { BUYER_TYPES, createCompany, ownOrNewCompany } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactionDocuments } from '../transactions/transactions.tables.ts';
import { seedDemoBuyerTransactions } from './buyer-transactions.demo.ts';
import { buyerTransactionsRoutes } from './buyer-transactions.routes.ts';
import { buyerFundingDocuments } from './buyer-transactions.tables.ts';
import { insertFundingRequest } from './open-funding-request.ts';

/**
 * The buyer's transactions: confirmation, funding requests and their documents (issue 10 part 3),
 * and the buyer statistics (spec §7).
 */
export const buyerTransactionsModule = defineModule({
  name: 'buyer-transactions',
  routes: buyerTransactionsRoutes,
  seedDemo: seedDemoBuyerTransactions,

  scoping: {
    // One transaction per state an action needs, all on the owner as buyer: waiting for the
    // buyer (`waiting_id`, with a document `docId`), funding request open (`funding_id`),
    // funding approved with its proof filed (`approved_id`, `funding_doc_id`).
    async record(db, ownerId, deps) {
      const buyId = await ownOrNewCompany(db, ownerId, BUYER_TYPES);
      const supId = await createCompany(db, 'SUPPLIER');
      const make = (buyer_status: number) =>
        createTransaction(db, { supId, buyId, status: 'CREDIT_REVIEW', buyer_status });
      const waiting = await make(-1);
      const funding = await make(0);
      const approved = await make(1);
      const file = (entId: number) => storeSampleDocument(db, deps.files, entId, 'Chứng từ.pdf');
      const [doc] = await db
        .insert(transactionDocuments)
        .values({
          trans_id: waiting.id,
          file_id: await file(supId),
          doc_group: 'INVOICE',
          doc_name: 'Hóa đơn',
          signed_date: '2026-10-01',
          created_at: new Date(),
        })
        .returning({ id: transactionDocuments.id });
      await insertFundingRequest(db, funding.id, buyId, 80_000_000);
      const approvedRequest = await insertFundingRequest(db, approved.id, buyId, 80_000_000);
      const [proof] = await db
        .insert(buyerFundingDocuments)
        .values({ request_id: approvedRequest!, file_id: await file(buyId), created_at: new Date() })
        .returning({ id: buyerFundingDocuments.id });
      return {
        id: String(waiting.id),
        waiting_id: String(waiting.id),
        docId: String(doc!.id),
        funding_id: String(funding.id),
        approved_id: String(approved.id),
        funding_doc_id: String(proof!.id),
        buy_id: String(buyId),
        'POST /api/buyer-transactions/funding-request/reject id': String(funding.id),
      };
    },
    body: (route) =>
      route === 'POST /api/buyer-transactions' || route === 'POST /api/buyer/statistic/debt-sale'
        ? { search_condition: {}, page_number: 1, page_size: 10 }
        : route.startsWith('POST /api/buyer/statistic/')
          ? {}
          : route.endsWith('/reject')
            ? { reason: 'Sai số tiền' }
            : undefined,
  },
});
