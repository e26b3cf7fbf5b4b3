import { and, asc, eq } from 'drizzle-orm';
import { upsertAudited } from '../../platform/audit/upsert-audited.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { issueOtpToActor } from '../../platform/otp/otp.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { lockInStage } from '../transactions/index.ts';
import { loadFunderTransaction, transactionScope } from './funder-transactions.query.ts';
import { transactionFundingPartners } from './funder-transactions.tables.ts';
import { getFunderTransaction } from './get-funder-transaction.ts';
import { IND_DEBT_SALE_OTP, otpSubject } from './transaction-papers.ts';

/** GET …/{id}/funding-partner: the active partners (partners module's companies) and the one chosen. */
export async function fundingPartners(opts: { db: DbOrTx; actor: UserState; id: number }) {
  const { db, actor, id } = opts;
  const t = await getFunderTransaction({ db, actor, id });
  const data = await db
    .select({ id: enterprises.id, code: enterprises.code, name: enterprises.name })
    .from(enterprises)
    .where(and(eq(enterprises.type, 'PARTNER'), eq(enterprises.active, true)))
    .orderBy(asc(enterprises.name));
  return { data, selected: t.data.funding_partner };
}

/**
 * POST …/{id}/funding-partner: choose who funds a transaction awaiting internal approval (spec
 * §2 "funding-partner selection"); only in that stage, a new choice replaces the old one.
 */
export async function selectFundingPartner(opts: Command<{ id: number; partnerId: number }>) {
  const { db, ctx, id, partnerId } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    await lockInStage(tx, id, transactionScope(actor), 'WAITING_APPROVAL');
    const [p] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(
        and(eq(enterprises.id, partnerId), eq(enterprises.type, 'PARTNER'), eq(enterprises.active, true)),
      );
    if (!p) throw new AppError('PARTNER_NOT_FOUND');
    const change = { partner_id: partnerId, selected_by: actor.id, selected_at: ctx.clock.now() };
    await upsertAudited(tx, ctx, {
      table: transactionFundingPartners,
      key: transactionFundingPartners.trans_id,
      row: { trans_id: id, ...change },
      change,
      audit: {
        action: 'transaction.funding_partner',
        entity: 'transaction',
        entityId: id,
        payload: { partner_id: partnerId },
      },
    });
  });
  return getFunderTransaction({ db, actor, id });
}

/** POST …/{id}/inddebt-sale/otp: a code for the signer of an individual debt sale, by e-mail. */
export async function requestDebtSaleOtp(opts: { db: Db; ctx: RequestContext; id: number }) {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  if (!(await loadFunderTransaction(db, actor, id))) throw new AppError('NOT_FOUND');
  const out = await db.transaction((tx) =>
    issueOtpToActor(tx, ctx, {
      purpose: IND_DEBT_SALE_OTP,
      subject: otpSubject(id),
      what: { vi: 'ký hợp đồng mua bán nợ cá nhân', en: 'sign the individual debt sale' },
    }),
  );
  return { data: out };
}
