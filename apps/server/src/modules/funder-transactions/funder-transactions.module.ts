import { defineModule } from '../../platform/modules/module.ts';
import { createTransaction } from '../transactions/fixtures.ts';
import { seedFunderTransactions } from './funder-transactions.demo.ts';
import { funderTransactionsRoutes } from './funder-transactions.routes.ts';

/** Funder review (spec §7 "Funder transactions"): the eight lists, the three check levels, papers. */
export const funderTransactionsModule = defineModule({
  name: 'funder-transactions',
  routes: funderTransactionsRoutes,
  seedDemo: seedFunderTransactions,
  scoping: {
    async record(db, ownerId) {
      // A supplier's transaction under review on a buyer of the demo world's kind (any company).
      const t = await createTransaction(db, {
        supId: ownerId,
        buyId: ownerId,
        status: 'CREDIT_REVIEW',
        buyer_status: 0,
      });
      return { id: String(t.id), status: 'progress' };
    },
    body: (route) => {
      if (route.endsWith('/details/decide')) return { trans_id: 1, decision: 'REJECT', reason: 'Kiểm thử' };
      if (route.endsWith('/details/checks')) return { trans_id: 1, content: { items: [], conclusion: null } };
      if (route.endsWith('-expertise')) return { items: [], conclusion: null };
      if (route.endsWith('/reject-debt-sale')) return { trans_id: 1, reason: 'Kiểm thử' };
      if (route.endsWith('/funding-partner')) return { partner_id: 1 };
      if (route.startsWith('POST /api/funder-transactions/') && !route.includes(':id')) return {};
      return undefined;
    },
  },
});
