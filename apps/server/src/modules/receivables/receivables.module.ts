import { defineModule } from '../../platform/modules/module.ts';
import { debtConfirmationRoutes } from './debt-confirmations.routes.ts';
import { letterScopingBody, scopingBody, scopingLetter, scopingReceivable } from './fixtures.ts';
import { seedDemoLetter, seedDemoReceivables } from './receivables.demo.ts';
import { receivablesRoutes } from './receivables.routes.ts';

/** Receivables: the supplier's entry and import, the lists and statistics, every AR's timeline. */
export const receivablesModule = defineModule({
  name: 'receivables',
  routes: receivablesRoutes,
  async seedDemo(world) {
    const { sup01Open } = await seedDemoReceivables(world);
    await seedDemoLetter(world, sup01Open);
  },
  scoping: {
    record: (db, ownerId) => scopingReceivable(db, ownerId),
    body: scopingBody,
  },
});

/** Debt-confirmation letters (spec §4): the supplier's, the system company's and the buyer's actions. */
export const debtConfirmationsModule = defineModule({
  name: 'debt-confirmations',
  routes: debtConfirmationRoutes,
  scoping: {
    record: (db, ownerId) => scopingLetter(db, ownerId),
    body: letterScopingBody,
  },
});
