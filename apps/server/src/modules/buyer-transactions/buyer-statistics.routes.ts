import { BUYER_TRANSACTIONS_ACCESS as A } from '@arflow/domain/access/buyer-transactions';
import {
  buyerTransactionListBody,
  buyerTransactionListResponse,
  fundingDocumentsResponse,
} from '@arflow/domain/api/buyer-transactions';
import { idParam } from '@arflow/domain/api/params';
import {
  arGroupBody,
  arGroupListResponse,
  receivableListResponse,
  STAT_RECEIVABLE_COLUMNS,
  statBody,
  summaryArHisResponse,
} from '@arflow/domain/api/receivables';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { loadCalendar } from '../receivables/receivables.query.ts';
import {
  listArsHis,
  maturityDetails,
  maturitySummary,
  settlingDetails,
  summaryArHis,
} from '../receivables/statistics.ts';
import { loadBuyerTransaction } from './buyer-transactions.query.ts';
import { findBuyerTransactions } from './find-buyer-transactions.ts';
import { transactionDocumentsOf } from './get-buyer-transaction.ts';

const tags = ['buyer-statistics'];

/**
 * Buyer statistics (spec §7): the buyer's own figures, always its company's (`buy_id` of the
 * receivables, the buyer scope of the transactions), so another company's never enter them.
 * The receivable views are the supplier statistics' queries seen from the buyer's side.
 */
export function buyerStatisticsRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const config = { access: A.statistics };
  const party = (req: { actor?: UserState | null }) => ({ buyer: req.actor!.enterprise_id });

  app.post(
    '/buyer/statistic/summary-ar',
    { config, schema: { tags, body: statBody, response: { 200: summaryArHisResponse } } },
    async (req) => ({ data: await summaryArHis(db, party(req), req.body) }),
  );
  app.post(
    '/buyer/statistic/list-summary-maturity-ar',
    { config, schema: { tags, body: arGroupBody, response: { 200: arGroupListResponse } } },
    (req) => maturitySummary(db, party(req), req.body),
  );
  // The lists behind the home's charts and cards, each exported with its filters (the home's link).
  const lists = [
    ['/buyer/statistic/summary-ar-details', listArsHis, 'khoan-phai-thu-theo-trang-thai'],
    ['/buyer/statistic/list-summary-maturity-ar-details', maturityDetails, 'khoan-phai-thu-den-han'],
    ['/buyer/statistic/announcement-settlement', settlingDetails, 'thong-bao-tat-toan'],
  ] as const;
  for (const [path, run, file] of lists) {
    app.post(
      path,
      {
        config: { ...config, list: { columns: STAT_RECEIVABLE_COLUMNS, file } },
        schema: { tags, body: statBody, response: { 200: receivableListResponse } },
      },
      async (req) => run(db, party(req), req.body, await loadCalendar(db, clock.today())),
    );
  }
  app.post(
    '/buyer/statistic/debt-sale',
    {
      config,
      schema: { tags, body: buyerTransactionListBody, response: { 200: buyerTransactionListResponse } },
    },
    (req) =>
      findBuyerTransactions({
        db,
        actor: req.actor!,
        body: { ...req.body, search_condition: { ...req.body.search_condition, view: 'DEBT_SALE' } },
      }),
  );
  app.get(
    '/buyer/statistic/:id/files',
    { config, schema: { tags, params: idParam, response: { 200: fundingDocumentsResponse } } },
    async (req) => {
      // Found within the buyer's scope first: another company's transaction is not found.
      await loadBuyerTransaction(db, req.actor!, req.params.id);
      return { data: await transactionDocumentsOf(db, req.params.id) };
    },
  );
}
