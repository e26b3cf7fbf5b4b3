import { SUPPLIER_HOME_ACCESS } from '@arflow/domain/access/supplier-home';
import { supplierHomeQuery, supplierHomeResponse } from '@arflow/domain/api/supplier-home';
import { routeOptions } from '../../platform/http/route-options.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { supplierHome } from './home-figures.ts';

/**
 * The supplier's and individual supplier's home (issue 22, decision 0078 b): one designed call
 * with every figure of /sup/home and /indsup/home, SQL aggregates of the caller's company.
 */
export const supplierHomeModule = defineModule({
  name: 'supplier-home',
  routes(app, { db, clock }) {
    app.get(
      '/supplier/statistic/home',
      routeOptions({
        tags: ['supplier-statistics'],
        summary: "The supplier's home figures: limits, receivables, transactions waiting for it, advances",
        access: SUPPLIER_HOME_ACCESS.read,
        querystring: supplierHomeQuery,
        response: supplierHomeResponse,
      }),
      async (req) => ({ data: await supplierHome(db, req.actor!.enterprise_id, clock.today()) }),
    );
  },
});
