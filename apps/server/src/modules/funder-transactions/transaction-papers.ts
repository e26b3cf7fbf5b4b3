import type { FunderTransactionDetail } from '@arflow/domain/api/funder-transactions';
import { signFields } from '@arflow/domain/api/funder-transactions';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import { verifyOtp } from '../../platform/otp/otp.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { loadFunderTransaction, paymentDetailOf, transactionArs } from './funder-transactions.query.ts';
import { getFunderTransaction, isIndividualSupplier } from './get-funder-transaction.ts';
import { releaseTransaction } from './release-transaction.ts';
import { addDocuments, filesOf } from './transaction-files.ts';

export type PaperKind = 'EARLY_PAYMENT_REQUEST' | 'DEBT_SALE' | 'IND_DEBT_SALE';

/** What an individual's signature confirms with its OTP (platform/otp): one debt sale. */
export const IND_DEBT_SALE_OTP = 'transaction.ind_debt_sale';
export const otpSubject = (transId: number) => `transaction:${transId}`;

/** GET …/early-payment-request, …/debt-sale, …/inddebt-sale: the paper the funder confirms or signs. */
export async function getPaper(opts: { db: DbOrTx; actor: UserState; id: number; kind: PaperKind }) {
  const { db, actor, id, kind } = opts;
  const t = await loadFunderTransaction(db, actor, id);
  if (!t) throw new AppError('NOT_FOUND');
  return {
    data: {
      trans_id: t.id,
      trans_code: t.trans_code,
      kind,
      sup_name: t.sup_name,
      buy_name: t.buy_name,
      transaction_date: t.transaction_date,
      payment_detail: paymentDetailOf(t),
      ars: await transactionArs(db, id),
      status: t.status,
      files: await filesOf(db, id, 'CONTRACT'),
    },
  };
}

/** The individual debt sale is for suppliers of entity type 6/7, the other for companies (spec §5). */
async function checkKind(db: DbOrTx, supId: number, kind: PaperKind) {
  if (kind === 'EARLY_PAYMENT_REQUEST') return;
  const individual = await isIndividualSupplier(db, supId);
  if (kind === 'IND_DEBT_SALE' && !individual) throw new AppError('NOT_INDIVIDUAL_SUPPLIER');
  if (kind === 'DEBT_SALE' && individual) throw new AppError('INDIVIDUAL_SUPPLIER');
}

async function supplierOf(tx: Tx, actor: UserState, id: number) {
  const [t] = await tx
    .select({ ent_id: transactions.ent_id })
    .from(transactions)
    .where(and(eq(transactions.id, id), ownedBy(actor, transactions.ent_id)));
  if (!t) throw new AppError('NOT_FOUND');
  return t.ent_id;
}

async function step(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  action: TransactionAction,
  input: Record<string, unknown>,
  set: Partial<typeof transactions.$inferInsert> = {},
) {
  const actor = requireActor(ctx);
  const row = await applyTransition(tx, ctx, {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    action,
    id,
    scope: ownedBy(actor, transactions.ent_id),
    input,
    set,
  });
  if (row.status === 'REJECTED') await releaseTransaction(tx, ctx, id);
  return row;
}

/** POST …/early-payment-request/confirm: the funder confirms the early-payment request. */
export async function confirmEarlyPayment(opts: { db: Db; ctx: RequestContext; id: number }) {
  const actor = requireActor(opts.ctx);
  await opts.db.transaction((tx) => step(tx, opts.ctx, opts.id, 'confirm_early_payment', {}));
  return getFunderTransaction({ db: opts.db, actor, id: opts.id });
}

/**
 * POST …/debt-sale/confirm and …/inddebt-sale/confirm: the supplier signed on paper; the funder
 * confirms from the signed copy, which must already be filed (CONTRACT group) — the workflow's
 * `document` requirement.
 */
export async function confirmDebtSale(opts: { db: Db; ctx: RequestContext; id: number; kind: PaperKind }) {
  const { db, ctx, id, kind } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const supId = await supplierOf(tx, actor, id);
    await checkKind(tx, supId, kind);
    const copies = await filesOf(tx, id, 'CONTRACT');
    if (copies.length === 0) throw new AppError('SIGNED_COPY_REQUIRED');
    await step(
      tx,
      ctx,
      id,
      'confirm_debt_sale',
      { documents: copies.map((c) => c.id) },
      { completed_at: ctx.clock.now() },
    );
  });
  return getFunderTransaction({ db, actor, id });
}

/**
 * Multipart signatures of the funder: `sign-early-payment-request` (the funder's signed request),
 * `wait-pc-confirm/sign-debt-sale` and `sign-ind-debt-sale` (the signed debt-sale copy, filed
 * and confirmed in one step; the individual one with the OTP its signer received).
 */
export async function signPaper(opts: Upload<{ kind: PaperKind }>): Promise<FunderTransactionDetail> {
  const { deps, req, ctx, kind } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, signFields);
  const id = fields.trans_id;
  await commit(async (tx) => {
    const supId = await supplierOf(tx, actor, id);
    await checkKind(tx, supId, kind);
    if (files.length !== 1) throw new AppError('FILE_REQUIRED', { fields: { file: ['required'] } });
    if (kind === 'IND_DEBT_SALE') {
      if (!fields.otp) throw new AppError('VALIDATION', { fields: { otp: ['required'] } });
      await verifyOtp(deps.db, {
        userId: actor.id,
        purpose: IND_DEBT_SALE_OTP,
        subject: otpSubject(id),
        code: fields.otp,
        now: ctx.clock.now(),
      });
    }
    const today = ctx.clock.today();
    const docs = await addDocuments(tx, ctx, {
      transId: id,
      entId: supId,
      group: 'CONTRACT',
      files,
      doc_name:
        kind === 'EARLY_PAYMENT_REQUEST' ? 'Đề nghị thanh toán sớm đã ký' : 'Hợp đồng mua bán nợ đã ký',
      signed_date: today,
    });
    if (kind === 'EARLY_PAYMENT_REQUEST') {
      await step(tx, ctx, id, 'sign_early_payment', { signature: docs[0] });
    } else {
      await step(tx, ctx, id, 'confirm_debt_sale', { documents: docs }, { completed_at: ctx.clock.now() });
    }
  });
  return getFunderTransaction({ db: deps.db, actor, id });
}

/** POST …/wait-pc-confirm/reject-debt-sale: the debt sale does not go ahead (reason required). */
export async function rejectDebtSale(opts: {
  db: Db;
  ctx: RequestContext;
  body: { trans_id: number; reason: string | null };
}) {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  await db.transaction((tx) =>
    step(
      tx,
      ctx,
      body.trans_id,
      'reject_debt_sale',
      { reason: body.reason ?? undefined },
      { reason: body.reason },
    ),
  );
  return getFunderTransaction({ db, actor, id: body.trans_id });
}
