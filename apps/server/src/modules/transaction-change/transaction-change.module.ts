import { defineModule } from '../../platform/modules/module.ts';
import { transactionChangeRoutes } from './transaction-change.routes.ts';

/**
 * Changes of a paid transaction (issue 10 part 5): funder staff only, who keep every company's
 * transactions, so the scoping matrix needs no fixture.
 */
export const transactionChangeModule = defineModule({
  name: 'transaction-change',
  routes: transactionChangeRoutes,
});
