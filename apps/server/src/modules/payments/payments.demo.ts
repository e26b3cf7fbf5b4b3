import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays } from '@arflow/domain/dates';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { eq } from 'drizzle-orm';
import { businessDate } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { payFirstIn } from './pay-first.ts';

let invoice = 0;
let transactionNo = 0;
/** A completed transaction of SUP01 on BUY01 (GD-DEMO-Pnn) whose receivables carry DEMO-PAY- invoice numbers. */
async function completedTransaction(tx: DbOrTx, world: DemoWorld, arCount: number, ar_amount: number) {
  const t = await createTransaction(tx, {
    supId: world.enterpriseId('SUP01'),
    buyId: world.enterpriseId('BUY01'),
    status: 'COMPLETED',
    arCount,
    ar_amount,
  });
  transactionNo += 1;
  const trans_code = `GD-DEMO-P${String(transactionNo).padStart(2, '0')}`;
  await tx.update(transactions).set({ trans_code }).where(eq(transactions.id, t.id));
  for (const id of t.arIds) {
    invoice += 1;
    await tx
      .update(receivables)
      .set({ inv_no: `DEMO-PAY-${String(invoice).padStart(3, '0')}` })
      .where(eq(receivables.id, id));
  }
  return { ...t, trans_code };
}

/**
 * The payments screens' demo (docs/decisions.md "Payments: demo"): two completed transactions of
 * SUP01 on BUY01 for the accountant ('accountant', the demo password) to pay, and one paid by
 * them with its slip, whose receivables wait for the buyer's settlement; one overdue, to collect.
 */
export async function seedPaymentsDemo(world: DemoWorld): Promise<void> {
  const { tx } = world;
  invoice = 0;
  transactionNo = 0;
  await completedTransaction(tx, world, 2, 450_000_000);
  await completedTransaction(tx, world, 1, 820_000_000);
  if (!world.files) return;
  const paid = await completedTransaction(tx, world, 2, 300_000_000);
  const { key, size } = await world.files.put(Readable.from([TINY_PDF]), { contentType: 'application/pdf' });
  const accountant = world.userId('accountant');
  const [slip] = await tx
    .insert(storedFiles)
    .values({
      key,
      ent_id: world.enterpriseId('SUP01'),
      purpose: 'document',
      original_name: 'UNC-DEMO-PAY.pdf',
      content_type: 'application/pdf',
      size,
      sha256: createHash('sha256').update(TINY_PDF).digest('hex'),
      uploaded_by: accountant,
      created_at: world.now,
    })
    .returning({ id: storedFiles.id });
  const ctx = world.contextOf('accountant');
  await payFirstIn(tx, ctx, {
    id: paid.id,
    paymentDate: '2026-11-02',
    bankId: null,
    documents: [slip!.id],
  });

  // For the debt-collection screens: one paid 100 days ago, due 45 days ago and never settled,
  // moved to OVERDUE as the daily close would have.
  const today = businessDate(world.now);
  const late = await completedTransaction(tx, world, 1, 250_000_000);
  await tx
    .update(receivables)
    .set({ maturity_date: addDays(today, -45) })
    .where(eq(receivables.id, late.arIds[0]!));
  await payFirstIn(tx, ctx, {
    id: late.id,
    paymentDate: addDays(today, -100),
    bankId: null,
    documents: [slip!.id],
  });
  await applyTransition(
    tx,
    { ...ctx, actor: null, requestId: 'demo-daily-close' },
    {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'mark_overdue',
      id: late.arIds[0]!,
      asSystem: true,
    },
  );
}
