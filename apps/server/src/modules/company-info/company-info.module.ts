import { defineModule } from '../../platform/modules/module.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { bankFixture } from '../enterprises/index.ts';
import { seedDemoCompanyInfo } from './company-info.demo.ts';
import { companyInfoRoutes } from './company-info.routes.ts';

/** Own-company setup pages: company info, funder profile, bank accounts. No path names a company. */
export const companyInfoModule = defineModule({
  name: 'company-info',
  routes: companyInfoRoutes,
  seedDemo: seedDemoCompanyInfo,
  scoping: {
    // A bank account of the owner: the `id` the bank form names to change one.
    async record(db, ownerId) {
      const { bank_name, bank_account_number, bank_holder_name } = bankFixture();
      const [bank] = await db
        .insert(enterpriseBanks)
        .values({ ent_id: ownerId, bank_name, bank_account_number, bank_holder_name })
        .returning({ id: enterpriseBanks.id });
      return { id: String(bank!.id) };
    },
    body: (route) => (route === 'POST /api/company-info/bank' ? bankFixture() : undefined),
  },
});
