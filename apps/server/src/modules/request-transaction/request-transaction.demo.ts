import { addDays, todayIn } from '@arflow/domain/dates';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq } from 'drizzle-orm';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { drawLimits } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { priceAr, pricedRows, totalsOf } from './price-ar.ts';
import { loadTerms } from './terms.ts';

/** Invoice amounts of SUP01's demo receivables on BUY01 (the first two are in the signed demo transaction). */
const AMOUNTS = [120_000_000, 85_000_000, 64_500_000, 210_000_000, 48_000_000, 150_000_000, 97_250_000];

/**
 * SUP01 (supplier1) on BUY01: seven receivables, two of them carried by a transaction signed and
 * waiting for the buyer's confirmation (CREDIT_REVIEW, buyer_status -1, limits drawn), five still
 * AVAILABLE for the /sup/new wizard. Receivables have no creation rule in their workflow, so they
 * are inserted in their status; the transaction walks its workflow.
 */
export async function seedRequestTransactions({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const supId = enterpriseId('SUP01');
  const buyId = enterpriseId('BUY01');
  const today = todayIn(undefined, now);
  const by = userId('supplier1');
  const arIds: number[] = [];
  for (const [i, amount] of AMOUNTS.entries()) {
    const [row] = await tx
      .insert(receivables)
      .values({
        ent_id: supId,
        buy_id: buyId,
        inv_no: `HD-RT-${String(i + 1).padStart(4, '0')}`,
        inv_date: addDays(today, -20 - i * 3),
        invoice_amount: amount,
        ar_amount: amount,
        maturity_date: addDays(today, 60 + i * 10),
        due_payment: amount,
        status: i < 2 ? 'REVIEW' : 'AVAILABLE',
        created_by: by,
        updated_by: by,
        created_at: now,
        updated_at: now,
      })
      .returning();
    arIds.push(row!.id);
  }
  const terms = await loadTerms(tx, supId, buyId);
  const holidays = await loadHolidays(tx);
  const date = addDays(today, 1);
  const ars = await tx.select().from(receivables).where(eq(receivables.ent_id, supId));
  const priced = ars
    .filter((a) => arIds.slice(0, 2).includes(a.id))
    .map((a) => priceAr(a, terms, Math.min(80, terms.maxPaymentRatio), date, holidays));
  const [transId] = await seedThroughWorkflow(tx, {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    by,
    now,
    records: [
      {
        values: {
          trans_code: 'GD-DEMO-R01',
          ent_id: supId,
          buy_id: buyId,
          transaction_date: date,
          buyer_status: -1,
          submitted_at: now,
          ...totalsOf(priced),
        },
        path: ['create_draft', 'upload_documents', 'confirm_contracts', 'sign'],
      },
    ],
  });
  await tx.insert(transactionReceivables).values(pricedRows(transId!, priced, terms.platformRate, now));
  await drawLimits(tx, transId!, today);
}
