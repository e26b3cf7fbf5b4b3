import { defineModule } from '../../platform/modules/module.ts';
import { debtLifecycleRoutes } from './debt-lifecycle.routes.ts';
import { RECEIVABLE_STEPS } from './receivable-steps.ts';

/**
 * The debt lifecycle on the business clock: each closed business date moves receivables to
 * settlement, overdue and bad debt (issue 12 part 5); the business date itself is read and
 * moved forward here.
 */
export const debtLifecycleModule = defineModule({
  name: 'debt-lifecycle',
  routes: debtLifecycleRoutes,
  dailySteps: RECEIVABLE_STEPS,
});
