import type { TransactionDetail } from '@arflow/domain/api/request-transaction';
import { signFields } from '@arflow/domain/api/request-transaction';
import { todayIn } from '@arflow/domain/dates';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq, ne, or } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import { issueOtpToActor, verifyOtp } from '../../platform/otp/otp.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { drawLimits, receivablesOfTransaction } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { fileDocuments } from './documents.ts';
import { loadTransaction, transactionScope } from './request-transaction.query.ts';

const OTP_PURPOSE = 'transaction.sign';
const subjectOf = (id: number) => `transaction:${id}`;

/**
 * The signature's effects, in the caller's DB transaction after the row lock: each receivable
 * still as it was priced (else AR_INFO_CHANGED), the `sign` transition (CONTRACTS_CONFIRMED →
 * CREDIT_REVIEW), the buyer's confirmation opened (buyer_status -1, the contract with the buyer
 * and funder review modules), and both limits drawn atomically (OVER_LIMIT rolls everything back).
 */
async function signInside(
  tx: Tx,
  ctx: RequestContext,
  actor: UserState,
  id: number,
  signature: unknown,
  otp?: string,
) {
  const changed = await receivablesOfTransaction(
    tx,
    id,
    { id: receivables.id },
    {
      also: or(ne(receivables.status, 'REVIEW'), ne(receivables.ar_amount, transactionReceivables.ar_amount)),
    },
  );
  await applyTransition(tx, ctx, {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    action: 'sign',
    id,
    scope: transactionScope(actor),
    set: { buyer_status: -1, submitted_at: ctx.clock.now() },
    input: { signature, ...(otp ? { otp } : {}) },
  });
  if (changed.length > 0) throw new AppError('AR_INFO_CHANGED');
  await drawLimits(tx, id, ctx.clock.today());
}

/**
 * POST confirm-transactions/sign (multipart: id, then the signed paper as `file`): a company
 * signs what waits for its signature. At CONTRACTS_CONFIRMED that is the transaction (`sign`,
 * limits drawn); at WAITING_SUPPLIER_CONFIRM it is the debt sale the funder confirmed
 * (`sign_debt_sale` → COMPLETED). One call for both, because the supplier's screen has one
 * signing step and the workflow, not the client, says which one is due.
 */
export async function signWithFile(opts: Upload): Promise<{ data: TransactionDetail }> {
  const { deps, req, ctx } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit, requireOne } = await receiveUpload(deps, req, signFields);
  await requireOne(() => new AppError('FILE_REQUIRED'));
  return commit(async (tx) => {
    const [t] = await tx
      .select({ id: transactions.id, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.id, fields.id), transactionScope(actor)))
      .for('update');
    if (!t) throw new AppError('NOT_FOUND');
    const [docId] = await fileDocuments(tx, ctx, {
      transId: fields.id,
      entId: actor.enterprise_id,
      files,
      group: 'CONTRACT',
      signedDate: todayIn(undefined, ctx.clock.now()),
    });
    if (t.status === 'WAITING_SUPPLIER_CONFIRM') {
      await applyTransition(tx, ctx, {
        table: transactions,
        workflow: TRANSACTION_WORKFLOW,
        action: 'sign_debt_sale',
        id: fields.id,
        scope: transactionScope(actor),
        set: { completed_at: ctx.clock.now() },
        input: { signature: docId },
      });
    } else {
      await signInside(tx, ctx, actor, fields.id, docId);
    }
    return { data: (await loadTransaction(tx, actor, fields.id))! };
  });
}

/**
 * POST confirm-transactions/ind-sign: an individual (entity type 6/7) asks for the OTP that signs
 * this transaction; the code goes out by e-mail (mail_outbox) and is bound to the transaction.
 */
export async function issueSignOtp(opts: { db: Db; ctx: RequestContext; id: number }) {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.id, id), transactionScope(actor)));
    if (!t) throw new AppError('NOT_FOUND');
    if (t.status !== 'CONTRACTS_CONFIRMED') throw new AppError('TRANSITION_NOT_ALLOWED');
    const issued = await issueOtpToActor(tx, ctx, {
      purpose: OTP_PURPOSE,
      subject: subjectOf(id),
      what: { vi: 'ký giao dịch', en: 'sign the transaction' },
    });
    return { data: issued };
  });
}

/** POST confirm-transactions/confirm-otp: the individual signs with the code. */
export async function signWithOtp(
  opts: Command<{ id: number; otp: string }>,
): Promise<{ data: TransactionDetail }> {
  const { db, ctx, id, otp } = opts;
  const actor = requireActor(ctx);
  const [t] = await db
    .select({ status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.id, id), transactionScope(actor)));
  if (!t) throw new AppError('NOT_FOUND');
  await verifyOtp(db, {
    userId: actor.id,
    purpose: OTP_PURPOSE,
    subject: subjectOf(id),
    code: otp,
    now: ctx.clock.now(),
  });
  return db.transaction(async (tx) => {
    await signInside(tx, ctx, actor, id, `otp:${actor.id}`, otp);
    return { data: (await loadTransaction(tx, actor, id))! };
  });
}
