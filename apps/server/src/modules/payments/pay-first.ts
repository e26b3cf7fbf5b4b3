import { type FirstPaymentInfo, firstPaymentUploadFields } from '@arflow/domain/api/payments';
import { disbursementLines } from '@arflow/domain/journal';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { queueIntegration } from '../integration/deliver.ts';
import { payloadFor } from '../integration/payloads.ts';
import { postEntry } from '../journal/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { answerOnce, once } from './idempotency.ts';
import { invalidField } from './invalid-field.ts';
import { firstPaymentOf, transactionReceivablesOf } from './payment-details.ts';
import { firstPayments } from './payments.tables.ts';

/**
 * POST /transactions/{id}/first-payment/upload (multipart: trans_id, payment_date?, bank_id?, the
 * payment slip as `file`): the funder pays a completed transaction's early amount. In one
 * database transaction: the transaction PAID (pay_first), each receivable FIRST_PAID (first_pay),
 * one journal disbursement per receivable at the amounts the transaction priced, and the slip.
 * A failure anywhere leaves nothing of it; the same Idempotency-Key answers the first result.
 */
export async function payFirst(
  o: Upload<{ id: number; key: string | undefined }>,
): Promise<{ data: FirstPaymentInfo }> {
  const { deps, req, ctx, id } = o;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, firstPaymentUploadFields);
  const request = `first-payment:${id}:${JSON.stringify(fields)}`;
  return answerOnce(() =>
    commit((tx) =>
      once(tx, ctx, { key: o.key, request }, async () => {
        if (fields.trans_id !== id) throw invalidField('trans_id');
        const today = ctx.clock.today();
        const paymentDate = fields.payment_date ?? today;
        if (paymentDate > today) throw invalidField('payment_date');
        if (fields.bank_id !== undefined) {
          // Paid from one of the funder's own accounts (SelectBank).
          const [bank] = await tx
            .select({ id: enterpriseBanks.id })
            .from(enterpriseBanks)
            .where(
              and(eq(enterpriseBanks.id, fields.bank_id), eq(enterpriseBanks.ent_id, actor.enterprise_id)),
            );
          if (!bank) throw invalidField('bank_id');
        }

        const [trans] = await tx
          .select({ ent_id: transactions.ent_id })
          .from(transactions)
          .where(eq(transactions.id, id));
        if (!trans) throw new AppError('NOT_FOUND');
        const slips = await recordStaged(tx, ctx, files, { ent_id: trans.ent_id, purpose: 'document' });
        return {
          data: await payFirstIn(tx, ctx, {
            id,
            paymentDate,
            bankId: fields.bank_id ?? null,
            documents: slips.map((f) => f.id),
            key: o.key,
          }),
        };
      }),
    ),
  );
}

/**
 * The first payment itself, in the caller's transaction, with the slip already stored: the
 * transaction PAID, its receivables FIRST_PAID, a disbursement entry per receivable (the demo
 * seed pays through it too).
 */
export async function payFirstIn(
  tx: Tx,
  ctx: RequestContext,
  o: {
    id: number;
    paymentDate: string;
    bankId: number | null;
    documents: number[];
    key?: string | undefined;
  },
): Promise<FirstPaymentInfo> {
  const { id, documents, paymentDate } = o;
  const actor = requireActor(ctx);
  // Locks the transaction: a second payment waits here and is then refused by the workflow.
  const trans = await applyTransition(tx, ctx, {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    action: 'pay_first',
    id,
    input: { documents },
    payload: { payment_date: paymentDate, bank_id: o.bankId, documents },
  });
  const now = ctx.clock.now();
  for (const r of await transactionReceivablesOf(tx, id)) {
    await applyTransition(tx, ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'first_pay',
      id: r.ar_id,
      input: { documents },
      set: { advanced_amount: r.advance },
    });
    await postEntry(tx, {
      kind: 'disbursement',
      business_date: paymentDate,
      lines: disbursementLines({
        days: r.days,
        advance: r.advance,
        discount: r.discount,
        platformFee: r.platform_fee,
        salePrice: r.sale_price,
        residual: r.residual,
      }),
      memo: `first payment of transaction ${id}`,
      receivable_id: r.ar_id,
      sup_id: trans.ent_id,
      buy_id: trans.buy_id,
      idempotency_key: o.key === undefined ? null : `${o.key}:disbursement:${r.ar_id}`,
      created_by: actor.id,
      now,
    });
  }
  await queueIntegration(tx, {
    request_type: 'transaction_first_payment',
    entity_id: id,
    body: await payloadFor(tx, 'transaction_first_payment', id),
    now,
  });
  await tx.insert(firstPayments).values({
    trans_id: id,
    payment_date: paymentDate,
    file_id: documents[0]!,
    bank_id: o.bankId,
    created_by: actor.id,
    created_at: now,
  });
  return (await firstPaymentOf(tx, id))!;
}
