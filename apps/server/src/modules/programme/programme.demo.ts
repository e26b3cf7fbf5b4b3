import { addDays, todayIn } from '@arflow/domain/dates';
import { PROMOTION_WORKFLOW, type PromotionAction } from '@arflow/domain/workflows/promotion';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { promotions } from './programme.tables.ts';

/**
 * A promotion in each status. None applies to supplier1 on buyer1, whose demo quotes other
 * journeys read: the applied one targets indsupplier1 alone, the waiting one starts in ten days.
 */
export async function seedProgramme({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const today = todayIn(undefined, now);
  const buy_id = enterpriseId('BUY01');
  const row = (
    name: string,
    sup: string | null,
    from: number,
    to: number,
    rate: number,
    path: PromotionAction[],
  ) => ({
    path,
    values: {
      name,
      buy_id,
      sup_id: sup === null ? null : enterpriseId(sup),
      start_date: addDays(today, from),
      end_date: addDays(today, to),
      discount_rate: rate,
      max_per_supplier: 3,
      note: null,
    },
  });
  await seedThroughWorkflow(tx, {
    table: promotions,
    workflow: PROMOTION_WORKFLOW,
    by: userId('master'),
    now,
    records: [
      row('Ưu đãi khách hàng cá nhân', 'IND01', -5, 25, 1, ['create', 'apply']),
      row('Ưu đãi cuối năm', null, 10, 40, 1.5, ['create']),
      row('Ưu đãi quý III', null, -90, -30, 2, ['create', 'apply', 'expire']),
      row('Ưu đãi thử nghiệm', null, 50, 60, 0.5, ['create', 'delete']),
    ],
  });
}
