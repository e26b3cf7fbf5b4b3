import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { reportManagementRoutes } from './report-management.routes.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/**
 * Reports (issue 22 part 3; decision 0080): the funder's statistics over suppliers and partners
 * (spec §7 /enterprise, /corporate, /person statistic) and report-management's reports (spec §2).
 * Read-only: it owns no table and seeds nothing.
 */
export const reportsModule = defineModule({
  name: 'reports',
  routes(app: ZodApp, deps: ModuleDeps) {
    statisticsRoutes(app, deps);
    reportManagementRoutes(app, deps);
  },
});
