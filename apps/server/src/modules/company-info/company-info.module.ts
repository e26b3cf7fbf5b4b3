import { defineModule } from '../../platform/modules/module.ts';
import { seedDemoCompanyInfo } from './company-info.demo.ts';
import { companyInfoRoutes } from './company-info.routes.ts';

/** Own-company setup pages: company info, funder profile, bank accounts. No path names a company. */
export const companyInfoModule = defineModule({
  name: 'company-info',
  routes: companyInfoRoutes,
  seedDemo: seedDemoCompanyInfo,
});
