import { addDays } from '@arflow/domain/dates';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { Tx } from '../../platform/db/client.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { createReceivable, drawDemoLimits, priceReceivables, reviewTrail } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { insertFundingRequest } from './open-funding-request.ts';

const SIGNED: TransactionAction[] = ['create_draft', 'upload_documents', 'confirm_contracts', 'sign'];
const APPROVED: TransactionAction[] = [...SIGNED, 'APPROVE', 'APPROVE', 'APPROVE'];
const PAID: TransactionAction[] = [...APPROVED, 'confirm_early_payment', 'sign_debt_sale', 'pay_first'];

interface DemoTransaction {
  code: string;
  supplier: string;
  buyer: string;
  path: TransactionAction[];
  /** The buyer's steps after the supplier's signature asked for its confirmation. */
  buyerPath: { action: string; to: number }[];
  amounts: number[];
  funded?: boolean;
  /**
   * False for BUY02's: its programme is not in force in the demo world, so there is no limit to
   * draw (a real signature would be refused; the funding-request demo needs the transaction).
   */
  drawsLimits?: false;
}

const DEMO: DemoTransaction[] = [
  // buyer1 (BUY01) has two transactions of SUP01 to answer and one it confirmed, under review.
  {
    code: 'GD-DEMO-B01',
    supplier: 'SUP01',
    buyer: 'BUY01',
    path: SIGNED,
    buyerPath: [],
    amounts: [180_000_000, 95_500_000],
  },
  {
    code: 'GD-DEMO-B02',
    supplier: 'SUP01',
    buyer: 'BUY01',
    path: SIGNED,
    buyerPath: [{ action: 'CONFIRM', to: 0 }],
    amounts: [240_000_000],
  },
  {
    code: 'GD-DEMO-B04',
    supplier: 'SUP01',
    buyer: 'BUY01',
    path: SIGNED,
    buyerPath: [],
    amounts: [64_000_000],
  },
  // Paid, so the funder can adjust it (/fun/transactions/ar-adjustment/:id).
  {
    code: 'GD-DEMO-B05',
    supplier: 'SUP01',
    buyer: 'BUY01',
    path: PAID,
    buyerPath: [{ action: 'CONFIRM', to: 0 }],
    amounts: [150_000_000],
  },
  // buyer2 (BUY02, a buyer-funded programme) has a funding request to answer.
  {
    code: 'GD-DEMO-B03',
    supplier: 'SUP02',
    buyer: 'BUY02',
    path: APPROVED,
    buyerPath: [{ action: 'CONFIRM', to: 0 }],
    amounts: [320_000_000],
    funded: true,
    drawsLimits: false,
  },
];

/**
 * The buyers' demo transactions, through the transaction workflow's own path (draft, documents,
 * contracts, the supplier's signature, and the funder's three approvals for the funded one),
 * with the buyer's steps as history rows of the buyer-confirmation workflow. Their receivables
 * are inserted in REVIEW (FIRST_PAID for the paid one; the receivable workflow has no creation
 * rule: receivables come from entry or import). BUY01's draw the limits as their signature would. BUY02's programme is not in force in the demo world, so its funding request
 * is opened directly rather than by `openFundingRequest`.
 */
export async function seedDemoBuyerTransactions({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  for (const d of DEMO) {
    const supId = enterpriseId(d.supplier);
    const buyId = enterpriseId(d.buyer);
    const supplierUser = userId(d.supplier === 'SUP01' ? 'supplier1' : 'supplier2');
    const [id] = await seedThroughWorkflow(tx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      by: supplierUser,
      now,
      records: [
        {
          values: {
            trans_code: d.code,
            ent_id: supId,
            buy_id: buyId,
            transaction_date: addDays(today, 1),
            submitted_at: now,
          },
          path: d.path,
        },
      ],
    });
    await demoReceivables(tx, {
      transId: id!,
      supId,
      buyId,
      amounts: d.amounts,
      today,
      now,
      arStatus: d.path === PAID ? 'FIRST_PAID' : 'REVIEW',
    });
    if (d.drawsLimits !== false) await drawDemoLimits(tx, id!);
    await reviewTrail(tx, { transId: id!, path: d.path, userId, now });
    const buyerUser = userId(d.buyer === 'BUY01' ? 'buyer1' : 'buyer2');
    const steps = [
      { action: 'REQUEST_CONFIRM', from: null as number | null, to: -1, actor: null as number | null },
    ];
    for (const s of d.buyerPath)
      steps.push({ action: s.action, from: steps.at(-1)!.to, to: s.to, actor: buyerUser });
    await tx.insert(statusHistory).values(
      steps.map((s, i) => ({
        entity: 'buyer_confirmation',
        entityId: String(id),
        action: s.action,
        fromStatus: s.from === null ? null : String(s.from),
        toStatus: String(s.to),
        actorId: s.actor,
        createdAt: new Date(now.getTime() + (i + 1) * 1000),
      })),
    );
    const last = steps.at(-1)!;
    await tx
      .update(transactions)
      .set({
        buyer_status: last.to,
        buyer_confirmed_at: last.to === 0 ? now : null,
        buyer_confirmed_by: last.to === 0 ? buyerUser : null,
      })
      .where(eq(transactions.id, id!));
    if (d.funded) {
      const [t] = await tx
        .select({ adv: transactions.total_advance })
        .from(transactions)
        .where(eq(transactions.id, id!));
      await insertFundingRequest(tx, id!, buyId, t!.adv);
    }
  }
}

/** The receivables of a demo transaction, priced at 80 % and 12 %/year, and the totals. */
async function demoReceivables(
  tx: Tx,
  o: {
    transId: number;
    supId: number;
    buyId: number;
    amounts: number[];
    today: string;
    now: Date;
    arStatus: 'REVIEW' | 'FIRST_PAID';
  },
) {
  const ars = [];
  for (const [i, ar_amount] of o.amounts.entries()) {
    const maturity_date = addDays(o.today, 60 + i * 15);
    const arId = await createReceivable(tx, {
      supId: o.supId,
      buyId: o.buyId,
      inv_no: `HD-DEMO-${o.transId}-${i + 1}`,
      inv_date: addDays(o.today, -20),
      ar_amount,
      maturity_date,
      status: o.arStatus,
      now: o.now,
    });
    ars.push({ arId, ar_amount, maturity_date });
  }
  await priceReceivables(tx, { transId: o.transId, paymentDate: addDays(o.today, 1), now: o.now, ars });
}
