import { addDays } from '@arflow/domain/dates';
import { SAVINGS_PACK_WORKFLOW } from '@arflow/domain/workflows/savings-pack';
import { businessDate } from '../../platform/clock.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { savingsClasses, savingsMembers, savingsPacks } from './savings.tables.ts';
import { closeIn, placeIn } from './savings.ts';
import { seedTransfers } from './transfers.demo.ts';

const CLASSES = [
  { name: 'Thành viên', min_holding: 0, bonus_rate: 0 },
  { name: 'Bạc', min_holding: 300_000_000, bonus_rate: 0.2 },
  { name: 'Vàng', min_holding: 1_000_000_000, bonus_rate: 0.3 },
];

const MEMBERS = [
  {
    code: 'TV001',
    name: 'Nguyễn Văn An',
    kind: 'PERSON',
    id_no: '079201001234',
    phone: '0901234567',
    introducer: 'Trần Thị Bình',
    active: true,
  },
  {
    code: 'TV002',
    name: 'Lê Thu Hà',
    kind: 'PERSON',
    id_no: '079301005678',
    phone: '0912345678',
    introducer: null,
    active: true,
  },
  {
    code: 'TV003',
    name: 'Công ty TNHH Minh Phát',
    kind: 'COMPANY',
    id_no: '0312345678',
    phone: '02838123456',
    introducer: 'Phạm Quốc Cường',
    active: true,
  },
  {
    code: 'TV004',
    name: 'Hoàng Minh Đức',
    kind: 'PERSON',
    id_no: null,
    phone: '0987654321',
    introducer: null,
    active: false,
  },
] as const;

type PackValues = typeof savingsPacks.$inferInsert;
const PACKS: { values: Omit<PackValues, 'status' | 'created_at' | 'updated_at'>; active: boolean }[] = [
  {
    values: {
      code: 'GTL-KH06',
      name: 'Tích lũy 6 tháng',
      kind: 'TERM',
      term_months: 6,
      rate: 7,
      early_rate: 0.5,
      cap: 5_000_000_000,
      commission_rate: 0,
      description: 'Gói có kỳ hạn, hạn mức 5 tỷ',
    },
    active: true,
  },
  {
    values: {
      code: 'GTL-KH12',
      name: 'Tích lũy 12 tháng',
      kind: 'TERM',
      term_months: 12,
      rate: 7.8,
      early_rate: 0.5,
      cap: null,
      commission_rate: 0.5,
      description: 'Gói có kỳ hạn không giới hạn, hoa hồng người giới thiệu',
    },
    active: true,
  },
  {
    values: {
      code: 'GTL-KH03',
      name: 'Tích lũy 3 tháng',
      kind: 'TERM',
      term_months: 3,
      rate: 6,
      early_rate: 0.5,
      cap: 1_000_000_000,
      commission_rate: 0,
      description: 'Gói đang soạn',
    },
    active: false,
  },
  {
    values: {
      code: 'GTL-KKH',
      name: 'Tích lũy linh hoạt',
      kind: 'NON_TERM',
      term_months: null,
      rate: 3,
      early_rate: null,
      cap: null,
      commission_rate: 0.3,
      description: 'Rút bất kỳ lúc nào',
    },
    active: true,
  },
  {
    values: {
      code: 'GTL-KKH-GH',
      name: 'Linh hoạt giới hạn',
      kind: 'NON_TERM',
      term_months: null,
      rate: 3.2,
      early_rate: null,
      cap: 2_000_000_000,
      commission_rate: 0,
      description: null,
    },
    active: true,
  },
];

/**
 * The savings screens' demo (decision 0107): three classes, four members, five packs and members'
 * placements made 120 days ago through the same use-case as the API (movements, journal entries,
 * class changes), two of them paid back today (one with an introducer's commission); then the
 * sources and their transfers.
 */
export async function seedSavings(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const by = world.userId('master');
  const stamps = { created_by: by, updated_by: by, created_at: now, updated_at: now };
  await tx.insert(savingsClasses).values(CLASSES.map((c) => ({ ...c, ...stamps })));
  const members = await tx
    .insert(savingsMembers)
    .values(MEMBERS.map((m) => ({ ...m, ...stamps })))
    .returning({ id: savingsMembers.id });
  const packs = await seedThroughWorkflow(tx, {
    table: savingsPacks,
    workflow: SAVINGS_PACK_WORKFLOW,
    by,
    now,
    records: PACKS.map((p) => ({
      values: p.values,
      path: p.active ? (['create', 'activate'] as const) : (['create'] as const),
    })),
  });
  const today = businessDate(now);
  const ctxOn = (date: string) => world.contextOf('master', date);
  const earlier = ctxOn(addDays(today, -120));
  const member = (i: number) => members[i]!.id;
  await placeIn(tx, earlier, { pack_id: packs[0]!, member_id: member(0), amount: 500_000_000 });
  await placeIn(tx, earlier, { pack_id: packs[1]!, member_id: member(2), amount: 1_200_000_000 });
  await placeIn(tx, earlier, { pack_id: packs[4]!, member_id: member(0), amount: 300_000_000 });
  const flexible = await placeIn(tx, earlier, {
    pack_id: packs[3]!,
    member_id: member(1),
    amount: 200_000_000,
  });
  const introduced = await placeIn(tx, earlier, {
    pack_id: packs[3]!,
    member_id: member(2),
    amount: 150_000_000,
  });
  await closeIn(tx, ctxOn(today), flexible);
  // TV003 came through an introducer: its withdrawal pays the commission the Commission screen lists.
  await closeIn(tx, ctxOn(today), introduced);
  await seedTransfers(tx, { earlier, today: ctxOn(today), packs });
}
