import { defineModule } from '../../platform/modules/module.ts';
import { BUYER_TYPES, bankFixture, companyScoping, registrationFixture } from '../enterprises/index.ts';
import { seedDemoBuyers } from './buyers.demo.ts';
import { buyerRoutes } from './buyers.routes.ts';

/** Buyers on the funder side, and a buyer reading its own record (spec §7 "Buyer"). */
export const buyersModule = defineModule({
  name: 'buyers',
  routes: buyerRoutes,
  seedDemo: seedDemoBuyers,
  // A buyer's record is the buyer company itself: a buyer user's own is its company; for funder
  // staff (who see every buyer) a new buyer stands for "another company's".
  scoping: companyScoping({
    types: BUYER_TYPES,
    names: ['id', 'buyer_id'],
    body(route) {
      if (route.startsWith('POST /api/buyer/form')) return registrationFixture();
      if (route === 'POST /api/buyer/:id/bank') return bankFixture();
      if (route === 'POST /api/buyer/:id/report') return { title: 'Báo cáo', content: 'Nội dung' };
      if (route === 'POST /api/buyer/:id/note') return { content: 'Ghi chú' };
      return undefined;
    },
  }),
});
