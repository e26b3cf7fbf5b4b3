import { earlyPaymentQuote } from '@arflow/domain/pricing';
import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { unique } from '../enterprises/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from './transactions.tables.ts';

/**
 * Rows for tests and the scoping matrix, inserted as they are (no workflow): a receivable of a
 * supplier on a buyer, and a transaction in a given stage carrying receivables. The demo world
 * and real use go through the workflows; these only set up the state a test starts from.
 */
export async function createReceivable(
  db: DbOrTx,
  o: {
    supId: number;
    buyId: number;
    status?: ReceivableStatus;
    ar_amount?: number;
    inv_no?: string;
    inv_date?: string;
    maturity_date?: string;
    now?: Date;
  },
): Promise<number> {
  const now = o.now ?? new Date();
  const ar = o.ar_amount ?? 100_000_000;
  const [row] = await db
    .insert(receivables)
    .values({
      ent_id: o.supId,
      buy_id: o.buyId,
      inv_no: o.inv_no ?? `HD${unique().code}`,
      inv_date: o.inv_date ?? '2026-10-01',
      invoice_amount: ar,
      ar_amount: ar,
      maturity_date: o.maturity_date ?? '2027-01-29',
      due_payment: ar,
      status: o.status ?? 'AVAILABLE',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: receivables.id });
  return row!.id;
}

/**
 * A transaction of `supId` on `buyId` in `status`, with `arCount` receivables priced at 80 %
 * and 12 %/year for payment on `transaction_date` (receivables in REVIEW unless told otherwise).
 */
export async function createTransaction(
  db: DbOrTx,
  o: {
    supId: number;
    buyId: number;
    status: TransactionStage;
    arCount?: number;
    ar_amount?: number;
    transaction_date?: string;
    arStatus?: ReceivableStatus;
    buyer_status?: number | null;
  },
): Promise<{ id: number; trans_code: string; arIds: number[] }> {
  const now = new Date();
  const date = o.transaction_date ?? '2026-11-02';
  const [t] = await db
    .insert(transactions)
    .values({
      trans_code: `GD-${unique().code}`,
      ent_id: o.supId,
      buy_id: o.buyId,
      transaction_date: date,
      status: o.status,
      buyer_status: o.buyer_status ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: transactions.id, trans_code: transactions.trans_code });
  const ars = [];
  for (let i = 0; i < (o.arCount ?? 1); i += 1) {
    const ar_amount = o.ar_amount ?? 100_000_000;
    const arId = await createReceivable(db, {
      supId: o.supId,
      buyId: o.buyId,
      status: o.arStatus ?? 'REVIEW',
      ar_amount,
    });
    ars.push({ arId, ar_amount, maturity_date: '2027-01-29' });
  }
  await priceReceivables(db, { transId: t!.id, paymentDate: date, now, ars });
  const arIds = ars.map((a) => a.arId);
  return { id: t!.id, trans_code: t!.trans_code, arIds };
}

/**
 * Puts receivables in transaction `transId`, each priced at 80 % and 12 %/year for payment on
 * `paymentDate`, and sets the transaction's totals to their sums: the state the request step
 * leaves. Tests and the demo world's transactions share it.
 */
export async function priceReceivables(
  db: DbOrTx,
  o: {
    transId: number;
    paymentDate: string;
    now: Date;
    ars: readonly { arId: number; ar_amount: number; maturity_date: string }[];
  },
): Promise<void> {
  const totals = { ar: 0, advance: 0, discount: 0, fee: 0, sale: 0, residual: 0 };
  for (const { arId, ar_amount, maturity_date } of o.ars) {
    const q = earlyPaymentQuote({
      arAmount: ar_amount,
      paymentRatio: 80,
      discountRate: 12,
      paymentDate: o.paymentDate,
      maturityDate: maturity_date,
    });
    await db.insert(transactionReceivables).values({
      trans_id: o.transId,
      ar_id: arId,
      payment_ratio: 80,
      requested_date: o.paymentDate,
      discount_rate: 12,
      days: q.days,
      counted_to: q.countedTo,
      ar_amount,
      advance: q.advance,
      discount: q.discount,
      platform_fee: q.platformFee,
      sale_price: q.salePrice,
      residual: q.residual,
      created_at: o.now,
    });
    totals.ar += ar_amount;
    totals.advance += q.advance;
    totals.discount += q.discount;
    totals.fee += q.platformFee;
    totals.sale += q.salePrice;
    totals.residual += q.residual;
  }
  await db
    .update(transactions)
    .set({
      total_ar_amount: totals.ar,
      total_advance: totals.advance,
      total_discount: totals.discount,
      total_platform_fee: totals.fee,
      total_sale_price: totals.sale,
      total_residual: totals.residual,
    })
    .where(eq(transactions.id, o.transId));
}
