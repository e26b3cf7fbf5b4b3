import { promotionStatusOn } from '@arflow/domain/promotion';
import { PROMOTION_WORKFLOW } from '@arflow/domain/workflows/promotion';
import { asc, inArray } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { promotions as p } from './programme.tables.ts';

/**
 * Spec §4 on the business clock: on each closed date a waiting promotion whose start has come is
 * applied, and an applied one whose end has passed expires (a waiting one past its end does
 * both, so its history shows it never ran unnoticed).
 */
export const promotionStep: DailyStep = {
  name: 'promotions applied and expired',
  async run(step) {
    const ctx = { actor: null, requestId: `daily-close:${step.businessDate}`, ip: '', clock: step.clock };
    const rows = await step.tx
      .select({ id: p.id, start: p.start_date, end: p.end_date, status: p.status })
      .from(p)
      .where(inArray(p.status, ['WAITING', 'APPLIED']))
      .orderBy(asc(p.id));
    for (const r of rows) {
      const due = promotionStatusOn(r.start, r.end, step.businessDate);
      const moves = [
        ...(r.status === 'WAITING' && due !== 'WAITING' ? (['apply'] as const) : []),
        ...(due === 'EXPIRED' ? (['expire'] as const) : []),
      ];
      for (const action of moves)
        await applyTransition(step.tx, ctx, {
          table: p,
          workflow: PROMOTION_WORKFLOW,
          action,
          id: r.id,
          asSystem: true,
        });
    }
  },
};
