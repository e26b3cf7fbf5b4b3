import { LENDING_PACK_WORKFLOW, type LendingPackAction } from '@arflow/domain/workflows/lending-pack';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { lendingPackPartners, lendingPackRatings, lendingPacks } from './lending-packs.tables.ts';

const PACKS: {
  name: string;
  limit: number;
  days: number;
  ratings: [string, number][];
  path: LendingPackAction[];
}[] = [
  {
    name: 'Gói vay vốn lưu động 90 ngày',
    limit: 5_000_000_000,
    days: 90,
    ratings: [
      ['A', 1050],
      ['B', 1275],
      ['C', 1500],
    ],
    path: ['create', 'activate'],
  },
  {
    name: 'Gói vay ngắn hạn 30 ngày',
    limit: 1_000_000_000,
    days: 30,
    ratings: [['A', 950]],
    path: ['create'],
  },
  {
    name: 'Gói vay thử nghiệm 180 ngày',
    limit: 2_000_000_000,
    days: 180,
    ratings: [['A', 1100]],
    path: ['create', 'activate', 'close'],
  },
];

/** A lending pack in each status, each lending the demo lending partner PTN04's money. */
export async function seedLendingPacks({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const ids = await seedThroughWorkflow(tx, {
    table: lendingPacks,
    workflow: LENDING_PACK_WORKFLOW,
    by: userId('master'),
    now,
    records: PACKS.map((p) => ({
      path: p.path,
      values: {
        ent_id: enterpriseId('ARFLOW'),
        name: p.name,
        total_limit: p.limit,
        term_days: p.days,
        note: null,
      },
    })),
  });
  const partner = enterpriseId('PTN04');
  await tx
    .insert(lendingPackPartners)
    .values(ids.map((pack_id) => ({ pack_id, partner_id: partner, created_at: now })));
  await tx.insert(lendingPackRatings).values(
    PACKS.flatMap((p, i) =>
      p.ratings.map(([rating_class, rate_bps]) => ({
        pack_id: ids[i]!,
        rating_class,
        rate_bps,
        created_at: now,
      })),
    ),
  );
}
