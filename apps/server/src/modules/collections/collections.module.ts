import { defineModule } from '../../platform/modules/module.ts';
import { collectionsRoutes } from './collections.routes.ts';
import { penalAccrualStep } from './penal-accrual-step.ts';

/**
 * Debt collection (issue 12 part 8): overdue, bad-debt and written-off, and collected receivables;
 * a collection payment (the settlement engine, ending in DONE_COLLECTION) and the write-off.
 * Funder-only routes: the scoping matrix's 403 checks cover them, no company owns the records.
 */
export const collectionsModule = defineModule({
  name: 'collections',
  routes: collectionsRoutes,
  dailySteps: [penalAccrualStep],
});
