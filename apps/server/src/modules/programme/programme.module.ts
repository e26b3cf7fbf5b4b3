import type { PromotionSetupBody } from '@arflow/domain/api/programme';
import { defineModule } from '../../platform/modules/module.ts';
import { seedProgramme } from './programme.demo.ts';
import { programmeRoutes } from './programme.routes.ts';
import { promotions } from './programme.tables.ts';
import { promotionStep } from './promotion-step.ts';

/** Programme setting: the programme in force, prices, investment orders and promotions (spec §2, §7). */
export const programmeModule = defineModule({
  name: 'programme',
  routes: programmeRoutes,
  seedDemo: seedProgramme,
  dailySteps: [promotionStep],
  unscoped: {
    'POST /api/program-setup/promotion/:id/stop':
      'starts from applied; the fixture is waiting (programme.int.test.ts)',
    'GET /api/program-setup/supplier_by_buyer/:id':
      'a buyer id of the funder-only picker, not a record of its own',
  },
  scoping: {
    async record(db, ownerId) {
      const now = new Date();
      const [row] = await db
        .insert(promotions)
        .values({
          name: 'Khuyến mại kiểm thử',
          buy_id: ownerId,
          sup_id: null,
          start_date: '2099-01-01',
          end_date: '2099-01-31',
          discount_rate: 1,
          max_per_supplier: 1,
          status: 'WAITING',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: promotions.id });
      return { id: String(row!.id), buy_id: String(ownerId) };
    },
    body(route) {
      if (route === 'POST /api/program-setup/promotion-setup')
        return {
          name: 'Khuyến mại',
          buy_id: 1,
          sup_id: null,
          start_date: '2099-01-01',
          end_date: '2099-01-31',
          discount_rate: 1,
          max_per_supplier: 1,
          note: null,
        } satisfies PromotionSetupBody;
      if (route.endsWith('/stop')) return { reason: 'Kiểm thử' };
      return undefined;
    },
  },
});
