import { defineModule } from '../../platform/modules/module.ts';
import { seedDemoCoordination } from './coordination.demo.ts';
import { scopingRecord } from './coordination.fixture.ts';
import { coordinationRoutes } from './coordination.routes.ts';

/** Funding, guarantee and referral coordination; partner payments (spec §7 "Coordination", "Partner payment"). */
export const coordinationModule = defineModule({
  name: 'coordination',
  routes: coordinationRoutes,
  seedDemo: seedDemoCoordination,
  scoping: {
    record: scopingRecord,
    body(route) {
      if (route.endsWith('/reject') || route.endsWith('/cancel')) return { reason: 'Không phù hợp' };
      return undefined;
    },
  },
  unscoped: {
    'GET /api/partner-payment/partner/:id':
      'funder staff only: a partner’s payments, every partner is theirs',
    'POST /api/guarantee-notice/:guarantee_id/disburse':
      'funder staff only, after the partner’s approval: the matrix’s record awaits approval',
    'POST /api/partner-setup/:id/program/:program_id/type/:type/transaction-structure/':
      'funder staff only (partner setup), who keep every partner’s programmes',
    'POST /api/partner-payment/funding/create-notice trans_id':
      'funder staff only: every transaction is theirs',
    'POST /api/partner-payment/funding/change-notice notice_id':
      'funder staff only: every partner’s notice is theirs',
    'POST /api/partner-payment/guarantee/create-notice trans_id':
      'funder staff only: every transaction is theirs',
    'POST /api/partner-payment/guarantee/create-notice partner_id':
      'funder staff only: every partner is theirs',
    'POST /api/partner-payment/funding/create-payment-notice notice_id':
      'funder staff only: every partner’s notice is theirs',
    'POST /api/partner-payment/guarantee/create-payment-notice notice_id':
      'funder staff only: every partner’s notice is theirs',
    'POST /api/partner-payment/referral/compute-commission partner_id':
      'funder staff only: every partner is theirs',
    'POST /api/partner-payment/referral/commission/:id/pay':
      'funder staff only: every partner’s commission is theirs',
    'POST /api/partner-payment/referral/create-termination-notice partner_id':
      'funder staff only: every partner is theirs',
  },
});
