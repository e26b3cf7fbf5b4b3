import { addDays, isWeekend } from '@arflow/domain/dates';
import { DEBT_CONFIRMATION_WORKFLOW } from '@arflow/domain/workflows/debt-confirmation';
import type { ReceivableAction } from '@arflow/domain/workflows/receivable';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { inArray } from 'drizzle-orm';
import { businessDate } from '../../platform/clock.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { debtConfirmationReceivables, debtConfirmations, receivables } from './receivables.tables.ts';

/** The paths that lead to each demo status, by the receivable workflow's own rules. */
const PATHS: Record<string, readonly ReceivableAction[]> = {
  AVAILABLE: ['create'],
  UNCONDITIONAL: ['create', 'confirm_unconditional'],
  MATURITY: ['create', 'confirm_unconditional', 'confirm_maturity'],
  REVIEW: ['create', 'select'],
  FIRST_PAID: ['create', 'select', 'first_pay'],
  SETTLEMENT: ['create', 'select', 'first_pay', 'enter_settlement'],
  SETTLED: ['create', 'select', 'first_pay', 'settle'],
  OVERDUE: ['create', 'select', 'first_pay', 'mark_overdue'],
  BAD_DEBT: ['create', 'select', 'first_pay', 'mark_overdue', 'mark_bad_debt'],
  DELETED: ['create', 'delete'],
};

/** Due dates by status, counted from today so the D±n / O / BD forms read true in the demo. */
const DUE_IN: Record<string, number> = {
  AVAILABLE: 75,
  UNCONDITIONAL: 60,
  MATURITY: 45,
  REVIEW: 90,
  FIRST_PAID: 30,
  SETTLEMENT: 3,
  SETTLED: -20,
  OVERDUE: -12,
  BAD_DEBT: -120,
  DELETED: 40,
};

const weekday = (iso: string) => {
  let d = iso;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
};

/** Which supplier records which statuses on which buyer (pairs that trade in the demo world). */
const PLAN: { sup: string; buy: string; statuses: string[] }[] = [
  {
    sup: 'SUP01',
    buy: 'BUY01',
    statuses: [
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
      'UNCONDITIONAL',
      'MATURITY',
      'REVIEW',
      'FIRST_PAID',
      'SETTLEMENT',
      'SETTLED',
      'OVERDUE',
      'BAD_DEBT',
      'DELETED',
    ],
  },
  { sup: 'SUP02', buy: 'BUY01', statuses: ['AVAILABLE', 'UNCONDITIONAL', 'SETTLEMENT', 'OVERDUE'] },
  { sup: 'SUP02', buy: 'BUY02', statuses: ['AVAILABLE', 'MATURITY', 'FIRST_PAID'] },
  { sup: 'IND01', buy: 'BUY01', statuses: ['AVAILABLE', 'AVAILABLE', 'SETTLED'] },
];

const USERS: Record<string, string> = { SUP01: 'supplier1', SUP02: 'supplier2', IND01: 'indsupplier1' };

/** Demo receivables; answers SUP01's first two AVAILABLE ones (the demo debt-confirmation letter's). */
export async function seedDemoReceivables(world: DemoWorld): Promise<{ sup01Open: number[] }> {
  const today = businessDate(world.now);
  let n = 0;
  const sup01Open: number[] = [];
  for (const p of PLAN) {
    const records = p.statuses.map((status) => {
      n += 1;
      const maturity = weekday(addDays(today, DUE_IN[status]!));
      const ar = 50_000_000 + ((n * 37) % 20) * 10_000_000;
      const firstPaid = n % 4 === 0 ? 10_000_000 : 0;
      return {
        path: PATHS[status]!,
        values: {
          ent_id: world.enterpriseId(p.sup),
          buy_id: world.enterpriseId(p.buy),
          inv_no: `${p.sup}-HD${String(2026_000 + n)}`,
          inv_date: weekday(addDays(maturity, -90)),
          invoice_amount: ar + 5_000_000,
          ar_amount: ar,
          maturity_date: maturity,
          buyer_first_payment: firstPaid,
          buyer_first_payment_date: firstPaid > 0 ? weekday(addDays(maturity, -60)) : null,
          due_payment: ar - firstPaid,
          due_payment_date: maturity,
          source: (n % 3 === 0 ? 'IMPORT' : 'ENTRY') as 'IMPORT' | 'ENTRY',
        },
      };
    });
    const ids = await seedThroughWorkflow(world.tx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      by: world.userId(USERS[p.sup]!),
      now: world.now,
      records,
    });
    if (p.sup === 'SUP01') sup01Open.push(...ids.filter((_, i) => p.statuses[i] === 'AVAILABLE'));
  }
  return { sup01Open: sup01Open.slice(0, 2) };
}

/** One debt-confirmation letter of SUP01 to BUY01, signed and checked, waiting for the buyer. */
export async function seedDemoLetter(world: DemoWorld, arIds: number[]): Promise<void> {
  const ars = await world.tx
    .select({ ar: receivables.ar_amount, due: receivables.due_payment })
    .from(receivables)
    .where(inArray(receivables.id, arIds));
  const [id] = await seedThroughWorkflow(world.tx, {
    table: debtConfirmations,
    workflow: DEBT_CONFIRMATION_WORKFLOW,
    by: world.userId('supplier1'),
    now: world.now,
    records: [
      {
        values: {
          ent_id: world.enterpriseId('SUP01'),
          buy_id: world.enterpriseId('BUY01'),
          letter_no: `XNCN-${businessDate(world.now).slice(0, 4)}-DEMO01`,
          total_ar_amount: ars.reduce((s, a) => s + a.ar, 0),
          total_due_payment: ars.reduce((s, a) => s + a.due, 0),
          note: 'Đề nghị xác nhận công nợ quý IV',
        },
        path: ['create', 'submit', 'sign', 'confirm'],
      },
    ],
  });
  await world.tx
    .insert(debtConfirmationReceivables)
    .values(arIds.map((receivable_id) => ({ confirmation_id: id!, receivable_id })));
}
