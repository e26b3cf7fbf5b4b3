import { and, eq } from 'drizzle-orm';
import { defineModule } from '../../platform/modules/module.ts';
import { earnPointsStep } from './earn-points.ts';
import { seedPoints } from './points.demo.ts';
import { pointsRoutes } from './points.routes.ts';
import { pointMovements, voucherCategories, voucherRequests } from './points.tables.ts';

let seq = 0;

/** Points and vouchers (issue 24 part 5, decision 0100): the buyers' points ledger and the voucher catalogue. */
export const pointsModule = defineModule({
  name: 'points',
  routes: pointsRoutes,
  seedDemo: seedPoints,
  dailySteps: [earnPointsStep],
  unscoped: {
    'POST /api/point/requestredeempoint category_id':
      "a voucher category is the funder's catalogue every buyer redeems from, no company's record",
  },
  scoping: {
    // A new request of `ownerId`'s (any new one it had closed first: one a buyer), a category and
    // some points; `ent_id` is the owner itself (its totals, the lists' buyer filter).
    async record(db, ownerId) {
      seq += 1;
      const now = new Date();
      const [category] = await db
        .insert(voucherCategories)
        .values({
          name: `Ưu đãi kiểm thử ${seq}`,
          points: 1,
          value: 10_000,
          active: true,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: voucherCategories.id });
      await db
        .update(voucherRequests)
        .set({ status: 'REJECTED', reason: 'fixture' })
        .where(and(eq(voucherRequests.ent_id, ownerId), eq(voucherRequests.status, 'NEW')));
      const [request] = await db
        .insert(voucherRequests)
        .values({
          ent_id: ownerId,
          category_id: category!.id,
          points: 1,
          value: 10_000,
          status: 'NEW',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: voucherRequests.id });
      await db.insert(pointMovements).values({ ent_id: ownerId, kind: 'EARN', points: 5, created_at: now });
      return { id: String(request!.id), ent_id: String(ownerId), category_id: String(category!.id) };
    },
    body(route) {
      if (route === 'POST /api/point/pointsetting')
        return { vnd_per_point: 1_000_000, effective_from: '2100-01-01', note: null };
      if (route.startsWith('POST /api/point/categoryvoucher/form'))
        return { name: 'Phiếu quà tặng', points: 10, value: 100_000, active: true };
      if (route === 'POST /api/point/requestredeempoint') return { category_id: 1 };
      if (route.endsWith('/reject')) return { reason: 'Kiểm thử' };
      return undefined;
    },
  },
});
