import { defineModule } from '../../platform/modules/module.ts';
import { seedPaymentsDemo } from './payments.demo.ts';
import { paymentsRoutes } from './payments.routes.ts';

/**
 * Payments: first payment, settlement and clearing (issue 12 parts 1-3). Every route is the
 * funder's (PAYMENTS_ACCESS), and the funder keeps every company's records, so the scoping matrix
 * needs no fixture here; the module's own tests cover unknown ids (404).
 */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
  seedDemo: seedPaymentsDemo,
});
