import type { LendingAdjustBody, LendingDetail } from '@arflow/domain/api/lending';
import { compareIso } from '@arflow/domain/dates';
import { extendLoan } from '@arflow/domain/lending';
import { decide } from '@arflow/domain/workflows/engine';
import { LENDING_WORKFLOW } from '@arflow/domain/workflows/lending';
import { and, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { issueOtp, verifyOtp } from '../../platform/otp/otp.ts';
import { signerOf } from '../signing/signer-of.ts';
import {
  findLending,
  lendingScope,
  loadHolidayDates,
  loadLendingDetail,
  periodsOf,
  toPeriodRows,
  toSchedule,
} from './lending.query.ts';
import { lendingExtensions, lendingPeriods, lendings } from './lending.tables.ts';
import { bookStep } from './lending-books.ts';

/** The partner signs the loan's contract terms, or an extension, with an OTP sent to them. */
const OTP_PURPOSE = 'lending.sign';
const otpSubject = (id: number) => `lending:${id}`;
const SIGNED = new Set(['sign', 'confirm_extension']);

/** The caller as the workflow sees a signer: the session carries no allow_sign, the user row does. */
async function asSigner(db: DbOrTx, actor: UserState) {
  const signer = await signerOf(db, actor);
  return { signer, actor: { ...actor, allow_sign: signer.maySign } };
}

/** POST /partner/lending/{id}/sign-otp: the OTP of the signature the loan waits for now. */
export async function sendLendingOtp(o: { db: Db; ctx: RequestContext; id: number }) {
  const { signer, actor } = await asSigner(o.db, requireActor(o.ctx));
  const loan = await findLending(o.db, actor, o.id);
  const action = loan.status === 2 ? 'sign' : 'confirm_extension';
  // Refuse before mailing when the signature is not the caller's to give now.
  const decision = decide({
    workflow: LENDING_WORKFLOW,
    action,
    from: loan.status,
    actor,
    input: { signature: true, otp: '-' },
  });
  if (!decision.ok) throw new AppError(decision.code);
  return o.db.transaction(async (tx) =>
    issueOtp(tx, {
      userId: actor.id,
      purpose: OTP_PURPOSE,
      subject: otpSubject(o.id),
      email: signer.email,
      fullName: signer.fullName,
      what: { vi: `ký khoản vay số ${o.id}`, en: `signing loan no. ${o.id}` },
      now: o.ctx.clock.now(),
    }),
  );
}

/**
 * POST /partner/lending/{id}/adjust: one action of LENDING_WORKFLOW on the loan, with what the
 * action moves besides the status: the books on disbursement and settlement, the extension's
 * terms when it is asked for, the new schedule when the partner signs it.
 */
export async function adjustLending(
  o: Command<{ id: number; body: LendingAdjustBody }>,
): Promise<LendingDetail> {
  const { actor } = await asSigner(o.db, requireActor(o.ctx));
  const ctx = { ...o.ctx, actor };
  const b = o.body;
  const loan = await findLending(o.db, actor, o.id);
  const input = {
    reason: b.reason,
    otp: b.otp,
    signature: SIGNED.has(b.action) ? `otp:${actor.id}` : undefined,
  };
  // Who and when first (a wrong step is refused before an OTP is spent), then the OTP.
  const decision = decide({ workflow: LENDING_WORKFLOW, action: b.action, from: loan.status, actor, input });
  if (!decision.ok) throw new AppError(decision.code);
  if (b.action === 'request_extension') checkExtension(b, loan.maturity_date);
  if (SIGNED.has(b.action))
    await verifyOtp(o.db, {
      userId: actor.id,
      purpose: OTP_PURPOSE,
      subject: otpSubject(o.id),
      code: b.otp!,
      now: o.ctx.clock.now(),
    });
  return o.db.transaction(async (tx) => {
    const step = (set?: Partial<typeof lendings.$inferInsert>) =>
      applyTransition(tx, ctx, {
        table: lendings,
        workflow: LENDING_WORKFLOW,
        action: b.action,
        id: o.id,
        scope: lendingScope(actor),
        input,
        set,
        payload: { ...b, otp: undefined },
      });
    const booking = { lendingId: o.id, date: o.ctx.clock.today(), now: o.ctx.clock.now(), by: actor.id };
    const schedule = async () => toSchedule(await periodsOf(tx, o.id));
    switch (b.action) {
      case 'confirm_disbursement':
        await step();
        await bookStep(tx, {
          ...booking,
          action: b.action,
          from: loan.status,
          amount: loan.amount,
          schedule,
        });
        break;
      case 'request_extension':
        await step();
        await tx.insert(lendingExtensions).values({
          ent_id: loan.ent_id,
          lending_id: o.id,
          previous_maturity_date: loan.maturity_date,
          new_maturity_date: b.new_maturity_date!,
          rate_per_year: b.rate_per_year!,
          payment_type: b.payment_type!,
          state: 'REQUESTED',
          created_by: actor.id,
          created_at: o.ctx.clock.now(),
        });
        break;
      case 'confirm_extension':
        await signExtension(tx, o.id, step);
        break;
      case 'reject_extension':
        await step();
        await settleExtension(tx, o.id, 'REJECTED');
        break;
      default:
        await step();
    }
    return loadLendingDetail(tx, actor, o.id);
  });
}

function checkExtension(b: LendingAdjustBody, maturity: string) {
  if (b.new_maturity_date === undefined || compareIso(b.new_maturity_date, maturity) <= 0)
    throw fieldError('new_maturity_date', 'LENDING_EXTENSION_TERMS');
  if (b.rate_per_year === undefined) throw fieldError('rate_per_year', 'LENDING_EXTENSION_TERMS');
  if (b.payment_type === undefined) throw fieldError('payment_type', 'LENDING_EXTENSION_TERMS');
}

async function pendingExtension(tx: Tx, id: number) {
  const [ext] = await tx
    .select()
    .from(lendingExtensions)
    .where(and(eq(lendingExtensions.lending_id, id), eq(lendingExtensions.state, 'REQUESTED')));
  if (!ext) throw new AppError('TRANSITION_NOT_ALLOWED');
  return ext;
}

async function settleExtension(tx: Tx, id: number, state: 'CONFIRMED' | 'REJECTED') {
  const ext = await pendingExtension(tx, id);
  await tx.update(lendingExtensions).set({ state }).where(eq(lendingExtensions.id, ext.id));
}

/** The signed extension: the schedule extended (lending.ts `extendLoan`), the loan's terms moved. */
async function signExtension(
  tx: Tx,
  id: number,
  step: (set: Partial<typeof lendings.$inferInsert>) => Promise<unknown>,
) {
  const ext = await pendingExtension(tx, id);
  const current = toSchedule(await periodsOf(tx, id));
  const schedule = extendLoan(
    current,
    { newMaturity: ext.new_maturity_date, ratePerYear: ext.rate_per_year, paymentType: ext.payment_type },
    await loadHolidayDates(tx),
  );
  await step({
    maturity_date: ext.new_maturity_date,
    rate_per_year: ext.rate_per_year,
    payment_type: ext.payment_type,
    interest: schedule.interest,
  });
  await tx.delete(lendingPeriods).where(eq(lendingPeriods.lending_id, id));
  await tx.insert(lendingPeriods).values(toPeriodRows(ext.ent_id, id, schedule));
  await tx.update(lendingExtensions).set({ state: 'CONFIRMED' }).where(eq(lendingExtensions.id, ext.id));
}
