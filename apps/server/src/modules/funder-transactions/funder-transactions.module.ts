import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { createCompany, unique } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactionDocuments } from '../transactions/transactions.tables.ts';
import { seedFunderTransactions } from './funder-transactions.demo.ts';
import { funderTransactionsRoutes } from './funder-transactions.routes.ts';

/** A contract document on a transaction (a stored-file row without its object: enough to count). */
async function documentOn(db: DbOrTx, transId: number, entId: number): Promise<number> {
  const now = new Date();
  const sha = createHash('sha256').update(String(transId)).digest('hex');
  const [file] = await db
    .insert(storedFiles)
    .values({
      key: `scoping/${unique().code}`,
      ent_id: entId,
      purpose: 'document',
      original_name: 'HopDongMuaBanNo.pdf',
      content_type: 'application/pdf',
      size: 100,
      sha256: sha,
      created_at: now,
    })
    .returning({ id: storedFiles.id });
  const [doc] = await db
    .insert(transactionDocuments)
    .values({
      trans_id: transId,
      file_id: file!.id,
      doc_group: 'CONTRACT',
      doc_name: 'Hợp đồng mua bán nợ đã ký',
      signed_date: '2026-11-02',
      confirmed: true,
      created_at: now,
    })
    .returning({ id: transactionDocuments.id });
  return doc!.id;
}

/** The partner the last scoping record made: the funding-partner body names it. */
let scopingPartner = 1;
const NO_SUCH_TRANSACTION = 2_147_483_647;

/** Funder review (spec §7 "Funder transactions"): the eight lists, the three check levels, papers. */
export const funderTransactionsModule = defineModule({
  name: 'funder-transactions',
  routes: funderTransactionsRoutes,
  seedDemo: seedFunderTransactions,
  scoping: {
    // Only funder staff call these routes (a client company is refused before any record is
    // read), so the owner stands for the supplier; each path id names a transaction in the stage
    // its route acts in.
    async record(db, ownerId) {
      const buyId = await createCompany(db, 'BUYER');
      const make = (status: Parameters<typeof createTransaction>[1]['status'], supId = ownerId) =>
        createTransaction(db, { supId, buyId, status, buyer_status: 0 });
      const review = await make('CREDIT_REVIEW');
      const approval = await make('WAITING_APPROVAL');
      const confirm = await make('WAITING_FUNDER_CONFIRM');
      const sale = await make('WAITING_SUPPLIER_CONFIRM');
      await documentOn(db, sale.id, ownerId);
      const individual = await createCompany(db, 'INDSUPPLIER');
      const indSale = await make('WAITING_SUPPLIER_CONFIRM', individual);
      await documentOn(db, indSale.id, individual);
      scopingPartner = await createCompany(db, 'PARTNER');
      return {
        id: String(review.id),
        approval_id: String(approval.id),
        confirm_id: String(confirm.id),
        sale_id: String(sale.id),
        ind_sale_id: String(indSale.id),
        doc_id: String(await documentOn(db, review.id, ownerId)),
        status: 'progress',
      };
    },
    body: (route) => {
      if (route.endsWith('/details/decide')) return { trans_id: NO_SUCH_TRANSACTION, decision: 'APPROVE' };
      if (route.endsWith('/details/checks')) {
        return { trans_id: NO_SUCH_TRANSACTION, content: { items: [], conclusion: null } };
      }
      if (route.endsWith('-expertise')) return { items: [], conclusion: null };
      if (route.endsWith('/reject-debt-sale')) return { trans_id: NO_SUCH_TRANSACTION, reason: 'Kiểm thử' };
      if (route.endsWith('/funding-partner')) return { partner_id: scopingPartner };
      return undefined;
    },
  },
});
