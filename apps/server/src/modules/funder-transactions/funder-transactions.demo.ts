import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { createReceivable, drawDemoLimits, priceReceivables, reviewTrail } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';

const SIGNED: TransactionAction[] = ['create_draft', 'upload_documents', 'confirm_contracts', 'sign'];
const APPROVED: TransactionAction[] = [...SIGNED, 'APPROVE', 'APPROVE', 'APPROVE'];

interface DemoTransaction {
  code: string;
  sup: string;
  buy: string;
  path: TransactionAction[];
  buyer_status: number | null;
  reason?: string;
  /** The receivables' status once the path is walked (the receivable workflow's). */
  arStatus: ReceivableStatus;
  amounts: number[];
}

/**
 * Transactions in every funder list for the demo world (GD-DEMO-F01…F10), each walked through
 * TRANSACTION_WORKFLOW from its draft, with receivables numbered GD-DEMO-Fnn-HDk (other areas'
 * demo receivables keep their own numbers). GD-DEMO-F01 waits for the officer with the buyer's
 * confirmation: the e2e journey takes it through the three levels. Every one that holds limits
 * draws them as its signature would, so they are all SUP01's on BUY01, the one pair of the demo
 * world with limits in force (BUY02's programme waits for approval); the rejected GD-DEMO-F10,
 * which holds nothing, is SUP03's on BUY02.
 */
export const DEMO_TRANSACTIONS: DemoTransaction[] = [
  {
    code: 'GD-DEMO-F01',
    sup: 'SUP01',
    buy: 'BUY01',
    path: SIGNED,
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [30_000_000, 20_000_000],
  },
  {
    code: 'GD-DEMO-F02',
    sup: 'SUP01',
    buy: 'BUY01',
    path: SIGNED,
    buyer_status: -1,
    arStatus: 'REVIEW',
    amounts: [25_000_000],
  },
  {
    code: 'GD-DEMO-F03',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...SIGNED, 'APPROVE'],
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [40_000_000],
  },
  {
    code: 'GD-DEMO-F04',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...SIGNED, 'ADD_DOC'],
    buyer_status: 0,
    reason: 'Bổ sung biên bản giao nhận hàng hóa',
    arStatus: 'REVIEW',
    amounts: [15_000_000],
  },
  {
    code: 'GD-DEMO-F05',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...SIGNED, 'APPROVE', 'APPROVE'],
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [35_000_000],
  },
  {
    code: 'GD-DEMO-F06',
    sup: 'SUP01',
    buy: 'BUY01',
    path: APPROVED,
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [25_000_000, 15_000_000],
  },
  {
    code: 'GD-DEMO-F07',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...APPROVED, 'confirm_early_payment'],
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [20_000_000],
  },
  {
    code: 'GD-DEMO-F08',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...APPROVED, 'confirm_early_payment', 'confirm_debt_sale'],
    buyer_status: 0,
    arStatus: 'REVIEW',
    amounts: [45_000_000],
  },
  {
    code: 'GD-DEMO-F09',
    sup: 'SUP01',
    buy: 'BUY01',
    path: [...APPROVED, 'confirm_early_payment', 'confirm_debt_sale', 'pay_first', 'start_change'],
    buyer_status: 0,
    reason: 'Bên mua đề nghị gia hạn ngày thanh toán',
    arStatus: 'FIRST_PAID',
    amounts: [30_000_000],
  },
  {
    code: 'GD-DEMO-F10',
    sup: 'SUP03',
    buy: 'BUY02',
    path: [...SIGNED, 'APPROVE', 'REJECT'],
    buyer_status: 0,
    reason: 'Bên mua vượt hạn mức tập trung',
    arStatus: 'AVAILABLE',
    amounts: [55_000_000],
  },
];

export async function seedFunderTransactions({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const date = now.toISOString().slice(0, 10);
  const ids = await seedThroughWorkflow(tx, {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    by: userId('supplier1'),
    now,
    records: DEMO_TRANSACTIONS.map((d) => ({
      values: {
        trans_code: d.code,
        ent_id: enterpriseId(d.sup),
        buy_id: enterpriseId(d.buy),
        transaction_date: date,
        buyer_status: d.buyer_status,
        reason: d.reason ?? null,
        submitted_at: now,
        completed_at: d.path.includes('confirm_debt_sale') ? now : null,
      },
      path: d.path,
    })),
  });
  for (const [i, d] of DEMO_TRANSACTIONS.entries()) {
    const transId = ids[i]!;
    const ars = [];
    for (const [k, amount] of d.amounts.entries()) {
      const maturity_date = new Date(now.getTime() + (60 + 15 * k) * 86_400_000).toISOString().slice(0, 10);
      const arId = await createReceivable(tx, {
        supId: enterpriseId(d.sup),
        buyId: enterpriseId(d.buy),
        inv_no: `${d.code}-HD${k + 1}`,
        inv_date: date,
        ar_amount: amount,
        maturity_date,
        status: d.arStatus,
        now,
      });
      ars.push({ arId, ar_amount: amount, maturity_date });
    }
    await priceReceivables(tx, { transId, paymentDate: date, now, ars });
    await drawDemoLimits(tx, transId);
    await reviewTrail(tx, { transId, path: d.path, reason: d.reason, userId, now });
  }
}
