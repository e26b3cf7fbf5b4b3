import type { LendingDetail, LendingForm } from '@arflow/domain/api/lending';
import { addTerm } from '@arflow/domain/dates';
import { loanSchedule } from '@arflow/domain/lending';
import { LENDING_WORKFLOW } from '@arflow/domain/workflows/lending';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { loadHolidayDates, loadLendingDetail, toPeriodRows } from './lending.query.ts';
import { lendingPeriods, lendings } from './lending.tables.ts';

/**
 * The partner of a `/partner/{id}/…` path as the caller may name it: a partner company's own id,
 * any partner's for funder staff. Anything else is 404, exactly as an id that exists nowhere.
 */
export async function requirePartnerInPath(db: DbOrTx, actor: UserState, partnerId: number) {
  if (actor.enterprise_code !== 'FUNDER' && actor.enterprise_id !== partnerId)
    throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ kind: enterprises.partner_kind })
    .from(enterprises)
    .where(and(eq(enterprises.id, partnerId), inArray(enterprises.type, ['PARTNER', 'DOITAC_NCC'])));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST /partner/{id}/add-lending: a lending partner asks to lend (status 1). The maturity must be
 * the disbursement date plus the term (art. 148(3) for months); the schedule of its payment type
 * is stored with the loan, each period rounded once (lending.ts `loanSchedule`).
 */
export async function addLending(
  o: Command<{ partnerId: number; form: LendingForm }>,
): Promise<LendingDetail> {
  const actor = requireActor(o.ctx);
  const partner = await requirePartnerInPath(o.db, actor, o.partnerId);
  if (partner.kind !== 'LENDING') throw new AppError('LENDING_NOT_LENDING_PARTNER');
  const f = o.form;
  if (addTerm(f.disbursement_date, f.term, f.term_unit) !== f.maturity_date)
    throw fieldError('maturity_date', 'LENDING_MATURITY_MISMATCH');
  return o.db.transaction(async (tx) => {
    const schedule = loanSchedule(
      {
        principal: f.amount,
        ratePerYear: f.rate_per_year,
        disbursementDate: f.disbursement_date,
        maturityDate: f.maturity_date,
        paymentType: f.payment_type,
      },
      await loadHolidayDates(tx),
    );
    const row = await insertWithTransition(tx, o.ctx, {
      table: lendings,
      workflow: LENDING_WORKFLOW,
      action: 'request',
      values: { ...f, note: f.note ?? null, ent_id: o.partnerId, interest: schedule.interest },
      payload: f,
    });
    await tx.insert(lendingPeriods).values(toPeriodRows(o.partnerId, row.id, schedule));
    return loadLendingDetail(tx, actor, row.id);
  });
}
