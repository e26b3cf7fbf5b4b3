import { defineModule } from '../../platform/modules/module.ts';
import { createCompany } from '../enterprises/fixtures.ts';
import { createTransaction } from '../transactions/fixtures.ts';
import { seedPaymentsDemo } from './payments.demo.ts';
import { paymentsRoutes } from './payments.routes.ts';

/** Payments: first payment, settlement and clearing (issue 12 parts 1-3). */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
  seedDemo: seedPaymentsDemo,
  scoping: {
    // A completed transaction of the owner (a supplier) on a new buyer: every {id} is a transaction.
    async record(db, ownerId) {
      const buyId = await createCompany(db, 'BUYER');
      const t = await createTransaction(db, { supId: ownerId, buyId, status: 'COMPLETED' });
      return { id: String(t.id) };
    },
    body: () => undefined,
  },
});
