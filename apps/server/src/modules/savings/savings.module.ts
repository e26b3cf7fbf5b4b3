import { defineModule } from '../../platform/modules/module.ts';
import { savingsMaturityStep } from './maturity-step.ts';
import { seedSavings } from './savings.demo.ts';
import { savingsRoutes } from './savings.routes.ts';

/**
 * Savings packs (issue 24 part 4, decision 0107): membership classes, members, term and non-term
 * packs, members' placements with their movements in the journal, and the class history. Every
 * route is the funder's MASTER and SUBMASTER's alone and the book belongs to no company, so the
 * scoping matrix needs no fixture (its routes are no company user's to reach).
 */
export const savingsModule = defineModule({
  name: 'savings',
  routes: savingsRoutes,
  seedDemo: seedSavings,
  dailySteps: [savingsMaturityStep],
});
