import { type SettlementUploadResult, settlementUploadFields } from '@arflow/domain/api/payments';
import type { ErrorCode } from '@arflow/domain/errors';
import { buyerCollectionLines, penalAccrualLines, residualPaymentLines } from '@arflow/domain/journal';
import { type SettlementProblem, settlementPosition, settlementProblems } from '@arflow/domain/settlement';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import { queueIntegration } from '../integration/deliver.ts';
import { payloadFor } from '../integration/payloads.ts';
import { balances, postEntry } from '../journal/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { receivablesOfTransaction } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { answerOnce, once } from './idempotency.ts';
import { invalidField } from './invalid-field.ts';
import { settlementPayments } from './payments.tables.ts';
import { settlementRecordsOf } from './settlement-records.ts';
import { recordedPayments, settlementTerms } from './settlement-terms.ts';

type Mode = 'settlement' | 'collection';
/** Where each kind of payment may be recorded: settlement until the due date's grace ends, collection after. */
const OPEN_STATUSES: Record<Mode, readonly string[]> = {
  settlement: ['FIRST_PAID', 'SETTLEMENT'],
  collection: ['OVERDUE', 'BAD_DEBT'],
};

/** Spec §5 and §8's refusals of a settlement entry, the first that applies. */
const PROBLEM_ERRORS: Record<SettlementProblem, ErrorCode> = {
  AMOUNT_INVALID: 'SETTLEMENT_DATA_INVALID',
  DATE_TAKEN: 'PAYMENT_DATE_TAKEN',
  DATE_BEFORE_LATEST: 'PAYMENT_DATE_BEFORE_LATEST',
  OVERPAID: 'PAYMENT_OVERPAID',
  REMAINING_PRINCIPAL_MISMATCH: 'SETTLEMENT_DATA_INVALID',
  INTEREST_PAID_MISMATCH: 'SETTLEMENT_DATA_INVALID',
};

/**
 * POST /payments/{id}/settlement-payment/upload (multipart: ar_id, payment_date, amount,
 * remaining_principal, interest_paid, the bank slip as `file`): the buyer's payment on a
 * receivable of transaction {id}. Checked by the settlement engine (§5 dates, §8 'settlement data
 * invalid'); posts the penal interest accrued to the payment date, the buyer collection and the
 * residual paid on to the supplier; the receivable SETTLED once nothing is owed, and the
 * transaction LIQUIDATED once all its receivables are. One database transaction, once per key.
 */
export async function settlePayment(
  o: Upload<{
    id: number;
    key: string | undefined;
    /**
     * 'collection': a payment on an overdue or bad-debt receivable (debt collection), which ends
     * in DONE_COLLECTION rather than SETTLED; `arId` is then the receivable the call names.
     */
    mode?: Mode;
    arId?: number;
  }>,
): Promise<SettlementUploadResult> {
  const { deps, req, ctx, id } = o;
  const mode = o.mode ?? 'settlement';
  const { fields, files, commit } = await receiveUpload(deps, req, settlementUploadFields);
  const request = `settlement:${id}:${JSON.stringify(fields)}`;
  return answerOnce(() =>
    commit((tx) =>
      once(tx, ctx, { key: o.key, request }, () => {
        if (o.arId !== undefined && fields.ar_id !== o.arId) throw invalidField('ar_id');
        return record(tx, { ctx, id, fields, files, key: o.key, mode });
      }),
    ),
  );
}

async function record(
  tx: Tx,
  o: {
    ctx: RequestContext;
    id: number;
    fields: ReturnType<typeof settlementUploadFields.parse>;
    files: Parameters<typeof recordStaged>[2];
    key: string | undefined;
    mode: Mode;
  },
): Promise<SettlementUploadResult> {
  const { ctx, id, fields, mode } = o;
  const actor = requireActor(ctx);
  // The transaction's row lock serialises every payment on its receivables.
  const [trans] = await tx
    .select({ ent_id: transactions.ent_id, buy_id: transactions.buy_id, status: transactions.status })
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update');
  if (!trans) throw new AppError('NOT_FOUND');
  const [r] = await receivablesOfTransaction(
    tx,
    id,
    {
      ...pickFields(transactionReceivables, ['ar_amount', 'advance', 'discount_rate']),
      maturity_date: receivables.maturity_date,
      status: receivables.status,
    },
    { also: eq(transactionReceivables.ar_id, fields.ar_id) },
  );
  if (!r) throw invalidField('ar_id');
  if (trans.status !== 'PAID' || !OPEN_STATUSES[mode].includes(r.status))
    throw new AppError('TRANSITION_NOT_ALLOWED');
  if (fields.payment_date > ctx.clock.today()) throw invalidField('payment_date');

  const terms = await settlementTerms(tx, { ...r, buy_id: trans.buy_id });
  const paid = await recordedPayments(tx, fields.ar_id);
  const [problem] = settlementProblems(terms, paid, fields);
  if (problem) throw new AppError(PROBLEM_ERRORS[problem]);
  const all = [...paid, { date: fields.payment_date, amount: fields.amount }];
  const position = settlementPosition(terms, all, fields.payment_date);
  const applied = position.allocations.at(-1)!;

  const now = ctx.clock.now();
  const at = {
    business_date: fields.payment_date,
    receivable_id: fields.ar_id,
    sup_id: trans.ent_id,
    buy_id: trans.buy_id,
    created_by: actor.id,
    now,
  };
  const keyed = (step: string) => (o.key === undefined ? null : `${o.key}:${step}:${fields.ar_id}`);
  // Penal interest not yet booked (the daily job books it day by day) is booked up to this day,
  // so that the collection clears a receivable that exists.
  const booked = (await balances(tx, { receivable_id: fields.ar_id })).penal_income;
  await postEntry(tx, {
    ...at,
    kind: 'penal_accrual',
    lines: penalAccrualLines(position.penalAccrued, booked),
    idempotency_key: keyed('penal'),
  });
  const collection = await postEntry(tx, {
    ...at,
    kind: 'buyer_collection',
    lines: buyerCollectionLines(applied),
    idempotency_key: keyed('collection'),
  });
  const residual = await postEntry(tx, {
    ...at,
    kind: 'residual_payment',
    lines: residualPaymentLines(applied.toSupplier),
    idempotency_key: keyed('residual'),
  });

  const [slip] = await recordStaged(tx, ctx, o.files, { ent_id: trans.ent_id, purpose: 'document' });
  const [row] = await tx
    .insert(settlementPayments)
    .values({
      trans_id: id,
      ar_id: fields.ar_id,
      payment_date: fields.payment_date,
      amount: fields.amount,
      remaining_principal: fields.remaining_principal,
      interest_paid: fields.interest_paid,
      to_funder: applied.toFunder,
      to_supplier: applied.toSupplier,
      to_penal: applied.toPenal,
      excess: applied.excess,
      file_id: slip!.id,
      collection_entry_id: collection,
      residual_entry_id: residual,
      created_by: actor.id,
      created_at: now,
    })
    .returning({ id: settlementPayments.id });

  let liquidated = false;
  if (position.settled) {
    await applyTransition(tx, ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: mode === 'collection' ? 'complete_collection' : 'settle',
      id: fields.ar_id,
      input: { documents: [slip!.id] },
      set: { due_payment_date: fields.payment_date },
    });
    const open = await receivablesOfTransaction(
      tx,
      id,
      { id: receivables.id },
      { also: notInArray(receivables.status, ['SETTLED', 'DONE_COLLECTION', 'DELETED']) },
    );
    if (open.length === 0) {
      await applyTransition(tx, ctx, {
        table: transactions,
        workflow: TRANSACTION_WORKFLOW,
        action: 'liquidate',
        id,
        asSystem: true,
      });
      liquidated = true;
    }
  }
  // The accounting system hears of the buyer's first payment on a receivable and of its settlement.
  const events = [
    ...(paid.length === 0 ? (['buy_first_paid'] as const) : []),
    ...(position.settled ? (['settled'] as const) : []),
  ];
  for (const request_type of events) {
    await queueIntegration(tx, {
      request_type,
      entity_id: fields.ar_id,
      body: await payloadFor(tx, request_type, fields.ar_id),
      now,
    });
  }

  const [saved] = await settlementRecordsOf(tx, { id: row!.id });
  return { data: saved!, settled: position.settled, liquidated };
}
