import { defineModule } from '../../platform/modules/module.ts';
import { scopingBody, scopingReceivable } from './fixtures.ts';
import { seedDemoReceivables } from './receivables.demo.ts';
import { receivablesRoutes } from './receivables.routes.ts';

/** Receivables: the supplier's entry and import, the lists and statistics, every AR's timeline. */
export const receivablesModule = defineModule({
  name: 'receivables',
  routes: receivablesRoutes,
  async seedDemo(world) {
    await seedDemoReceivables(world);
  },
  scoping: {
    record: (db, ownerId) => scopingReceivable(db, ownerId),
    body: scopingBody,
  },
});
