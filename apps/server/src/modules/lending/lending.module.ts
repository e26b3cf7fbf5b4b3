import { addTerm } from '@arflow/domain/dates';
import { loanDisbursementLines, loanInterestAccrualLines, loanRepaymentLines } from '@arflow/domain/journal';
import { loanSchedule } from '@arflow/domain/lending';
import { LENDING_WORKFLOW } from '@arflow/domain/workflows/lending';
import { eq } from 'drizzle-orm';
import { businessDate } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import { defineModule, unscopedAll } from '../../platform/modules/module.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { postEntry } from '../journal/index.ts';
import { lendingAccrualStep } from './accrual-step.ts';
import { demoLendings, demoSchedule } from './lending.demo.ts';
import { toPeriodRows } from './lending.query.ts';
import { lendingRoutes } from './lending.routes.ts';
import { lendingExtensions, lendingPeriods, lendings } from './lending.tables.ts';

let seq = 0;

/**
 * The lending partner a scoping record belongs to: the owner itself, made a lending partner (only
 * those add loans), or a fresh lending partner when the owner is no partner (the funder).
 */
async function lenderOf(db: DbOrTx, ownerId: number): Promise<number> {
  const [owner] = await db
    .select({ type: enterprises.type })
    .from(enterprises)
    .where(eq(enterprises.id, ownerId));
  if (owner?.type === 'PARTNER' || owner?.type === 'DOITAC_NCC') {
    await db.update(enterprises).set({ partner_kind: 'LENDING' }).where(eq(enterprises.id, ownerId));
    return ownerId;
  }
  seq += 1;
  const code = `LEND-${process.pid}-${seq}`;
  const [row] = await db
    .insert(enterprises)
    .values({ code, name: `Lender ${code}`, type: 'PARTNER', partner_kind: 'LENDING' })
    .returning({ id: enterprises.id });
  return row!.id;
}

/** A valid loan request: 1.000.000.000 for 3 months from 02/03/2026, monthly. */
export function lendingFormFixture() {
  return {
    amount: 1_000_000_000,
    rate_per_year: 10,
    term: 3,
    term_unit: 1 as const,
    disbursement_date: '2026-03-02',
    maturity_date: addTerm('2026-03-02', 3, 1),
    payment_type: 2 as const,
  };
}

/** A loan asked for by `entId`, with its schedule (tests and the scoping matrix). */
export async function insertLending(
  db: DbOrTx,
  entId: number,
  status: (typeof lendings.$inferSelect)['status'] = 1,
) {
  const f = lendingFormFixture();
  const schedule = loanSchedule({
    principal: f.amount,
    ratePerYear: f.rate_per_year,
    disbursementDate: f.disbursement_date,
    maturityDate: f.maturity_date,
    paymentType: f.payment_type,
  });
  const now = new Date();
  const [row] = await db
    .insert(lendings)
    .values({ ...f, ent_id: entId, interest: schedule.interest, status, created_at: now, updated_at: now })
    .returning({ id: lendings.id });
  await db.insert(lendingPeriods).values(toPeriodRows(entId, row!.id, schedule));
  return row!.id;
}

/** The lending service (issue 23 part 4): a lending partner's loans, their schedule, books and notices. */
export const lendingModule = defineModule({
  name: 'lending',
  routes: lendingRoutes,
  dailySteps: [lendingAccrualStep],

  async seedDemo({ tx, now, enterpriseId, userId }) {
    const partner = enterpriseId('PTN04');
    const today = businessDate(now);
    const demo = demoLendings(today);
    const shaped = demo.map((l) => ({ ...l, ...demoSchedule(l) }));
    const ids = await seedThroughWorkflow(tx, {
      table: lendings,
      workflow: LENDING_WORKFLOW,
      by: userId('partner4'),
      now,
      records: shaped.map((l) => ({
        values: {
          ...l.form,
          maturity_date: l.maturity,
          rate_per_year: l.extension?.rate_per_year ?? l.form.rate_per_year,
          ent_id: partner,
          interest: l.schedule.interest,
        },
        path: l.path,
      })),
    });
    for (const [i, l] of shaped.entries()) {
      const id = ids[i]!;
      await tx.insert(lendingPeriods).values(toPeriodRows(partner, id, l.schedule));
      if (l.extension)
        await tx.insert(lendingExtensions).values({
          ent_id: partner,
          lending_id: id,
          previous_maturity_date: l.form.maturity_date,
          new_maturity_date: l.maturity,
          rate_per_year: l.extension.rate_per_year,
          payment_type: l.form.payment_type,
          state: 'CONFIRMED',
          created_at: now,
        });
      if (!l.path.includes('confirm_disbursement')) continue;
      const entry = { lending_id: id, now, created_by: userId('accountant') };
      await postEntry(tx, {
        ...entry,
        kind: 'loan_disbursement',
        business_date: l.form.disbursement_date,
        lines: loanDisbursementLines(l.form.amount),
      });
      // The settled loan: its interest to maturity accrued and paid back with the principal.
      if (l.path.includes('confirm_settlement')) {
        await postEntry(tx, {
          ...entry,
          kind: 'loan_interest_accrual',
          business_date: l.maturity,
          lines: loanInterestAccrualLines(l.schedule.interest, 0),
        });
        await postEntry(tx, {
          ...entry,
          kind: 'loan_repayment',
          business_date: l.maturity,
          lines: loanRepaymentLines({ principal: l.form.amount, interest: l.schedule.interest }),
        });
      }
    }
  },

  scoping: {
    async record(db, ownerId) {
      const partner = await lenderOf(db, ownerId);
      const id = await insertLending(db, partner);
      return { id: String(id), partner_id: String(partner) };
    },
    body: (route) =>
      route === 'POST /api/partner/:partner_id/add-lending' ? lendingFormFixture() : undefined,
  },
  // They find the loan exactly as GET /partner/lending/:id does (lendingScope, which the matrix
  // covers), then succeed only from the workflow status and role of their step, which one
  // fixture cannot be for every caller; lending.int.test.ts covers their refusals, another
  // partner's loan included.
  unscoped: unscopedAll(
    ['adjust', 'sign-otp', 'payment-slip/upload-file'].map((step) => `POST /api/partner/lending/:id/${step}`),
    'same scope as GET /api/partner/lending/:id (lendingScope); success needs the status and role of the step: lending.int.test.ts',
  ),
});
