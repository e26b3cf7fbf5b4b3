import { VOUCHER_REQUEST_WORKFLOW } from '@arflow/domain/workflows/voucher-request';
import { businessDate } from '../../platform/clock.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { earnPoints } from './earn-points.ts';
import { pointMovements, pointSettings, voucherCategories, voucherRequests } from './points.tables.ts';

const CATEGORIES = [
  { name: 'Phiếu mua hàng 500.000 đ', points: 50, value: 500_000, active: true },
  { name: 'Giảm phí giao dịch 1.000.000 đ', points: 100, value: 1_000_000, active: true },
  { name: 'Thẻ quà tặng 2.000.000 đ', points: 200, value: 2_000_000, active: true },
  { name: 'Ưu đãi Tết 2026', points: 300, value: 3_000_000, active: false },
];

/**
 * The points screens' demo (decision 0100): a setting since 01/01/2026, four voucher categories
 * (one no longer offered), points BUY01 and BUY02 earned on invoices paid on time, one approved
 * and one rejected request of BUY01 (so buyer1 can still redeem) and BUY02's new request for the
 * funder to answer. Real settlement payments of the demo earn theirs as the daily close would.
 */
export async function seedPoints(world: DemoWorld): Promise<void> {
  const { tx, now, enterpriseId, userId } = world;
  const master = userId('master');
  await tx.insert(pointSettings).values([
    {
      vnd_per_point: 2_000_000,
      effective_from: '2025-07-01',
      note: 'Khởi động chương trình',
      created_by: master,
      created_at: now,
    },
    {
      vnd_per_point: 1_000_000,
      effective_from: '2026-01-01',
      note: 'Ưu đãi năm 2026',
      created_by: master,
      created_at: now,
    },
  ]);
  const categories = await tx
    .insert(voucherCategories)
    .values(
      CATEGORIES.map((c) => ({
        ...c,
        created_by: master,
        updated_by: master,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({
      id: voucherCategories.id,
      points: voucherCategories.points,
      value: voucherCategories.value,
      name: voucherCategories.name,
    });
  const buy1 = enterpriseId('BUY01');
  const buy2 = enterpriseId('BUY02');
  const earned = (ent_id: number, points: number, note: string) => ({
    ent_id,
    kind: 'EARN' as const,
    points,
    note,
    created_at: now,
  });
  await tx
    .insert(pointMovements)
    .values([
      earned(buy1, 420, 'HĐ 0001245 thanh toán đúng hạn'),
      earned(buy1, 180, 'HĐ 0001311 thanh toán đúng hạn'),
      earned(buy1, 95, 'HĐ 0001402 thanh toán trước hạn'),
      earned(buy2, 150, 'HĐ 0002017 thanh toán đúng hạn'),
    ]);
  const [c1, c2] = categories;
  const requests = [
    { ent_id: buy1, c: c2!, path: ['create', 'approve'] as const, reason: null },
    {
      ent_id: buy1,
      c: c1!,
      path: ['create', 'reject'] as const,
      reason: 'Ưu đãi tạm hết, vui lòng chọn loại khác',
    },
    { ent_id: buy2, c: c1!, path: ['create'] as const, reason: null },
  ];
  const ids = await seedThroughWorkflow(tx, {
    table: voucherRequests,
    workflow: VOUCHER_REQUEST_WORKFLOW,
    by: master,
    now,
    records: requests.map((r) => ({
      values: {
        ent_id: r.ent_id,
        category_id: r.c.id,
        points: r.c.points,
        value: r.c.value,
        reason: r.reason,
      },
      path: r.path,
    })),
  });
  await tx.insert(pointMovements).values(
    requests.flatMap((r, i) => [
      {
        ent_id: r.ent_id,
        kind: 'REDEEM' as const,
        points: -r.c.points,
        source_id: ids[i]!,
        note: r.c.name,
        created_at: now,
      },
      ...(r.reason
        ? [
            {
              ent_id: r.ent_id,
              kind: 'REFUND' as const,
              points: r.c.points,
              source_id: ids[i]!,
              note: r.reason,
              created_at: now,
            },
          ]
        : []),
    ]),
  );
  await earnPoints(tx, businessDate(now), now);
}
