import { addTerm } from '@arflow/domain/dates';
import { extendLoan, loanSchedule } from '@arflow/domain/lending';
import { toSchedule } from '@arflow/domain/lending-periods';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { balances } from '../journal/index.ts';
import { journalEntries } from '../journal/journal.tables.ts';
import { lendingAccrualStep } from './accrual-step.ts';
import { lendingCalls } from './lending.fixture.ts';
import { lendingFormFixture } from './lending.module.ts';

const h = useApiHarness();
const FORM = lendingFormFixture();

async function add(user = 'partner4', form: object = FORM) {
  return h.post(`/api/partner/${await h.idOf('PTN04')}/add-lending`, form, user);
}
const { adjust, slip } = lendingCalls(h);

/** The code of the newest OTP mailed to `user` for the loan (what the signer reads). */
async function otpOf(user: string, id: number): Promise<string> {
  const [mail] = await h.t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'otp'),
        sql`${mailOutbox.meta}->>'subject' = ${`lending:${id}`}`,
        sql`(${mailOutbox.meta}->>'user_id')::int = (SELECT id FROM users WHERE username = ${user})`,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /ARFlow OTP: (\d{6})/.exec(mail!.subject)![1]!;
}

async function signAs(id: number, action: 'sign' | 'confirm_extension', user = 'partner4') {
  const sent = await h.post(`/api/partner/lending/${id}/sign-otp`, {}, user);
  expect(sent.statusCode, sent.body).toBe(200);
  return adjust(id, { action, otp: await otpOf(user, id) }, user);
}

async function runAccrual(date: string) {
  return h.t.db.transaction((tx) =>
    lendingAccrualStep.run({ tx, businessDate: date, log: h.t.app.log, clock: h.t.app.deps.clock }),
  );
}

describe('a lending partner adds a loan', () => {
  it('stores the loan with its schedule, each period rounded once, and its timeline', async () => {
    const res = await add();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const schedule = loanSchedule({
      principal: FORM.amount,
      ratePerYear: FORM.rate_per_year,
      disbursementDate: FORM.disbursement_date,
      maturityDate: FORM.maturity_date,
      paymentType: FORM.payment_type,
    });
    expect(body.data).toMatchObject({ status: 1, amount: 1_000_000_000, interest: schedule.interest });
    // 02/03 → 02/04 → 02/05 → 02/06/2026 at 10 %: 31, 30 and 31 days.
    expect(body.periods.map((p: { days: number; interest: number }) => [p.days, p.interest])).toEqual([
      [31, 8_493_151],
      [30, 8_219_178],
      [31, 8_493_151],
    ]);
    expect(body.history.map((e: { action: string }) => e.action)).toEqual(['REQUEST']);
    expect(body.actions).toEqual([]);
    const list = await h.post(`/api/partner/${await h.idOf('PTN04')}/list-lending`, {}, 'partner4');
    expect(list.json().data.map((l: { id: number }) => l.id)).toContain(body.data.id);
    const periods = await h.post(`/api/partner/lending/${body.data.id}/list`, { page_size: 2 }, 'partner4');
    expect(periods.json().page_info).toEqual({ total_page: 2, total_record: 3 });
  });

  it('refuses bad input with the field and a clear message', async () => {
    const bad = await add('partner4', { ...FORM, amount: -5, rate_per_year: 120 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['amount', 'rate_per_year']);
    const wrongMaturity = await h.post(
      `/api/partner/${await h.idOf('PTN04')}/add-lending`,
      { ...FORM, maturity_date: '2026-06-03' },
      'partner4',
      { 'accept-language': 'en' },
    );
    expect(wrongMaturity.statusCode).toBe(422);
    expect(wrongMaturity.json().fields.maturity_date).toEqual([
      'The maturity date must be the disbursement date plus the term',
    ]);
    // A funding partner lends nothing through this service.
    const funding = await h.post(`/api/partner/${await h.idOf('PTN01')}/add-lending`, FORM, 'partner1');
    expect(funding.statusCode).toBe(422);
    expect(funding.json().code).toBe('LENDING_NOT_LENDING_PARTNER');
  });

  it("refuses another partner's ids in the path, and another partner's loans", async () => {
    const own = (await add()).json().data.id;
    expect(
      (await h.post(`/api/partner/${await h.idOf('PTN01')}/add-lending`, FORM, 'partner4')).statusCode,
    ).toBe(404);
    expect(
      (await h.post(`/api/partner/${await h.idOf('PTN04')}/list-lending`, {}, 'partner1')).statusCode,
    ).toBe(404);
    expect((await h.get(`/api/partner/lending/${own}`, 'partner1')).statusCode).toBe(404);
    expect((await h.post(`/api/partner/lending/${own}/list`, {}, 'partner1')).statusCode).toBe(404);
    expect((await adjust(own, { action: 'reject', reason: 'x' }, 'partner1')).statusCode).toBe(404);
    expect((await slip(own, 'upload_payment_slip', 'partner1')).statusCode).toBe(404);
    expect((await h.post(`/api/partner/lending/${own}/sign-otp`, {}, 'partner1')).statusCode).toBe(404);
    // The funder's notice lists are the funder's.
    expect((await h.post('/api/partner-payment/lending/list-lending', {}, 'partner4')).statusCode).toBe(403);
  });
});

describe('the lending lifecycle', () => {
  it('is disbursed, extended and settled, with its schedule and journal entries', async () => {
    const id: number = (await add()).json().data.id;
    // Illegal steps are refused by the transition table: not the partner's to approve, no slip before signing.
    expect((await adjust(id, { action: 'approve' }, 'partner4')).json().code).toBe('FORBIDDEN');
    expect((await adjust(id, { action: 'confirm_disbursement' }, 'accountant')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    const notice = await h.post(
      '/api/partner-payment/lending/list-confirmation-notice',
      { search_condition: { keyword: String(id) } },
      'accountant',
    );
    expect(notice.json().data.map((l: { id: number }) => l.id)).toEqual([id]);

    expect((await adjust(id, { action: 'approve' }, 'master')).json().data.status).toBe(2);
    expect((await adjust(id, { action: 'approve' }, 'master')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await slip(id, 'upload_payment_slip', 'partner4')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    // Signing needs the OTP mailed to the signer.
    expect((await adjust(id, { action: 'sign', otp: '000000' }, 'partner4')).statusCode).toBe(422);
    expect((await signAs(id, 'sign')).json().data.status).toBe(3);

    const uploaded = await slip(id, 'upload_payment_slip', 'partner4');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.status).toBe(4);
    expect(uploaded.json().slips).toMatchObject([{ kind: 'DISBURSEMENT', file_name: 'uy-nhiem-chi.pdf' }]);
    expect((await adjust(id, { action: 'confirm_disbursement' }, 'accountant')).json().data.status).toBe(6);
    expect(await balances(h.t.db, { lending_id: id })).toMatchObject({
      cash: 1_000_000_000,
      partner_loan_payable: 1_000_000_000,
    });

    // The daily job books the interest accrued to the date once, however often it runs.
    await runAccrual('2026-04-15');
    await runAccrual('2026-04-15');
    const accruals = await h.t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.lending_id, id), eq(journalEntries.kind, 'loan_interest_accrual')));
    expect(accruals).toHaveLength(1);
    // Period 1 (8.493.151) and 13 days of period 2 on 1.000.000.000 at 10 %: 3.561.644.
    expect((await balances(h.t.db, { lending_id: id })).loan_interest_payable).toBe(8_493_151 + 3_561_644);

    // Extension: the funder asks with its terms, the partner signs it with an OTP.
    const noTerms = await adjust(id, { action: 'request_extension' }, 'master');
    expect(noTerms.statusCode).toBe(422);
    expect(Object.keys(noTerms.json().fields)).toEqual(['new_maturity_date']);
    const asked = await adjust(
      id,
      { action: 'request_extension', new_maturity_date: '2026-09-02', rate_per_year: 11, payment_type: 2 },
      'master',
    );
    expect(asked.json().data.status).toBe(66);
    const extended = (await signAs(id, 'confirm_extension')).json();
    expect(extended.data).toMatchObject({ status: 8, maturity_date: '2026-09-02', rate_per_year: 11 });
    expect(extended.extensions).toMatchObject([
      { previous_maturity_date: '2026-06-02', new_maturity_date: '2026-09-02', state: 'CONFIRMED' },
    ]);
    expect(extended.periods).toHaveLength(6);
    // The funder's extension screen previews the same interest from the schedule it read before asking.
    const preview = extendLoan(toSchedule(asked.json().periods), {
      newMaturity: '2026-09-02',
      ratePerYear: 11,
      paymentType: 2,
    });
    expect(toSchedule(extended.periods).interest).toBe(preview.interest);
    // The extension view lists the loans with an extension asked for, and no other.
    const withExtension = await h.post(
      '/api/partner-payment/lending/list-lending',
      { search_condition: { extended: true }, page_size: 2000 },
      'accountant',
    );
    expect(withExtension.statusCode, withExtension.body).toBe(200);
    const extendedIds = withExtension.json().data.map((l: { id: number }) => l.id);
    expect(extendedIds).toContain(id);
    const plain = (await add()).json().data.id;
    expect(extendedIds).not.toContain(plain);
    expect(
      (
        await h.post(
          '/api/partner-payment/lending/list-lending',
          { search_condition: { extended: 'yes' } },
          'accountant',
        )
      ).statusCode,
    ).toBe(422);
    expect(extended.periods.at(-1)).toMatchObject({ end: '2026-09-02', principal: 1_000_000_000 });
    expect(extended.periods[2]).toMatchObject({ end: '2026-06-02', principal: 0 });

    // Settlement: notice, the funder's transfer with its slip, the partner's confirmation.
    expect((await adjust(id, { action: 'send_settlement_notice' }, 'accountant')).json().data.status).toBe(
      61,
    );
    expect((await slip(id, 'pay_settlement', 'accountant')).json().data.status).toBe(62);
    const settled = (await adjust(id, { action: 'confirm_settlement' }, 'partner4')).json();
    expect(settled.data.status).toBe(7);
    expect(settled.history.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST',
      'APPROVE',
      'SIGN',
      'UPLOAD_PAYMENT_SLIP',
      'CONFIRM_DISBURSEMENT',
      'REQUEST_EXTENSION',
      'CONFIRM_EXTENSION',
      'SEND_SETTLEMENT_NOTICE',
      'PAY_SETTLEMENT',
      'CONFIRM_SETTLEMENT',
    ]);
    // Settled after the new maturity: the whole extended schedule's interest, repaid with the principal.
    const b = await balances(h.t.db, { lending_id: id });
    expect(b).toMatchObject({ partner_loan_payable: 0, loan_interest_payable: 0 });
    expect(b.loan_interest_expense).toBe(settled.data.interest);
    expect(b.cash).toBe(-settled.data.interest);
    // A settled loan takes no more steps.
    expect((await adjust(id, { action: 'send_settlement_notice' }, 'accountant')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('refuses the extension when the partner refuses it, keeping the schedule', async () => {
    const id: number = (await add()).json().data.id;
    await adjust(id, { action: 'approve' }, 'master');
    await signAs(id, 'sign');
    await slip(id, 'upload_payment_slip', 'partner4');
    await adjust(id, { action: 'confirm_disbursement' }, 'accountant');
    await adjust(
      id,
      {
        action: 'request_extension',
        new_maturity_date: addTerm(FORM.maturity_date, 1, 1),
        rate_per_year: 12,
        payment_type: 1,
      },
      'master',
    );
    const refused = (await adjust(id, { action: 'reject_extension' }, 'partner4')).json();
    expect(refused.code).toBe('REASON_REQUIRED');
    const back = (
      await adjust(id, { action: 'reject_extension', reason: 'Lãi suất quá cao' }, 'partner4')
    ).json();
    expect(back.data).toMatchObject({ status: 6, maturity_date: FORM.maturity_date });
    expect(back.extensions).toMatchObject([{ state: 'REJECTED' }]);
    expect(back.periods).toHaveLength(3);
    const settlement = await h.post(
      '/api/partner-payment/lending/list-settlement-notice',
      { search_condition: { keyword: String(id) } },
      'accountant',
    );
    expect(settlement.json().data.map((l: { id: number }) => l.id)).toEqual([id]);

    // A settlement the partner says it did not receive is reversed when the funder pays again.
    expect((await slip(id, 'pay_settlement', 'accountant')).json().data.status).toBe(62);
    const notReceived = await adjust(
      id,
      { action: 'reject_settlement', reason: 'Chưa nhận được tiền' },
      'partner4',
    );
    expect(notReceived.json().data.status).toBe(61);
    expect((await slip(id, 'pay_settlement', 'accountant')).json().data.status).toBe(62);
    expect((await adjust(id, { action: 'confirm_settlement' }, 'partner4')).json().data.status).toBe(7);
    const kinds = await h.t.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.lending_id, id))
      .orderBy(journalEntries.id);
    expect(kinds.map((k) => k.kind)).toEqual([
      'loan_disbursement',
      'loan_interest_accrual',
      'loan_repayment',
      'reversal',
      'loan_repayment',
    ]);
    const b = await balances(h.t.db, { lending_id: id });
    expect(b).toMatchObject({ partner_loan_payable: 0, loan_interest_payable: 0 });
    expect(b.cash).toBe(-back.data.interest);
  });
});
