import type { LimitSummary, SupplierBuyerItem, SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { available } from '@arflow/domain/limits';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findProgrammeInForce } from '../credit-buyer/credit-setup.query.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { selectCredits, toCreditItem } from './credit.query.ts';
import { supplierCredits as c } from './credit-supplier.tables.ts';
import { findBuyer, supplierInScope } from './supplier-ref.ts';

/** The supplier's credits, newest first (with one buyer, or every buyer). */
async function creditsOf(
  db: DbOrTx,
  supId: number,
  today: string,
  buyId?: number,
): Promise<SupplierCreditItem[]> {
  const rows = await selectCredits(db)
    .where(and(eq(c.ent_id, supId), buyId === undefined ? undefined : eq(c.buy_id, buyId)))
    .orderBy(desc(c.id));
  const holidays = await loadHolidays(db);
  return rows.map((r) => toCreditItem(r, today, holidays));
}

/** The current credit per buyer: the newest that was not replaced. */
function currentByBuyer(credits: readonly SupplierCreditItem[]): Map<number, SupplierCreditItem> {
  const out = new Map<number, SupplierCreditItem>();
  for (const credit of credits)
    if (credit.status !== 'REPLACED' && !out.has(credit.buy_id)) out.set(credit.buy_id, credit);
  return out;
}

/**
 * The supplier's limits (GET /supplier/summary-limit and the assessment view): one line per
 * credit in force, and the total: the supplier's total limit when the funder set one
 * (POST /supplier/update-total-limit), else the sum of its credits. Available amounts come from
 * the domain's limit functions, never below 0.
 */
export async function limitSummary(db: DbOrTx, supId: number, today: string): Promise<LimitSummary> {
  const inForce = (await creditsOf(db, supId, today)).filter((x) => x.status === 'APPROVED');
  const buyers = inForce.map((x) => {
    const limit = { total: x.total_limit ?? 0, used: x.used_limit };
    return {
      buy_id: x.buy_id,
      buy_name: x.buy_name,
      credit_id: x.id,
      total_limit: limit.total,
      used_limit: limit.used,
      available_limit: available(limit),
      discount_rate: x.discount_rate ?? 0,
      max_payment_ratio: x.max_payment_ratio ?? 0,
    };
  });
  const [row] = await db
    .select({ total: suppliers.total_limit })
    .from(suppliers)
    .where(eq(suppliers.id, supId));
  const used = buyers.reduce((s, b) => s + b.used_limit, 0);
  const total = row?.total ?? buyers.reduce((s, b) => s + b.total_limit, 0);
  return {
    sup_id: supId,
    total_limit: total,
    used_limit: used,
    available_limit: available({ total, used }),
    buyers,
  };
}

/** GET /credit-supplier/buyer/{sup_id}: every buyer with the supplier's current credit there. */
export async function supplierBuyers(
  db: DbOrTx,
  actor: UserState,
  supId: number,
  today: string,
): Promise<SupplierBuyerItem[]> {
  const id = await supplierInScope(db, actor, supId);
  const current = currentByBuyer(await creditsOf(db, id, today));
  const buyers = await db
    .select({ buy_id: enterprises.id, buy_name: enterprises.name, buy_mst: enterprises.mst })
    .from(enterprises)
    .where(eq(enterprises.type, 'BUYER'))
    .orderBy(asc(enterprises.name));
  return buyers.map((b) => ({ ...b, credit: current.get(b.buy_id) ?? null }));
}

/** GET /credit-supplier/credit-buyer/{supId}/{buyId or 0}: the credits (every version) and the limits. */
export async function creditBuyer(db: DbOrTx, actor: UserState, supId: number, buyId: number, today: string) {
  const id = await supplierInScope(db, actor, supId);
  return {
    data: await creditsOf(db, id, today, buyId === 0 ? undefined : buyId),
    summary: await limitSummary(db, id, today),
  };
}

/** GET /credit-supplier/credit-buyer/request/{buyId}: the supplier's current credit with a buyer. */
export async function currentCredit(
  db: DbOrTx,
  actor: UserState,
  buyId: number,
  today: string,
): Promise<SupplierCreditItem> {
  const credit = currentByBuyer(await creditsOf(db, actor.enterprise_id, today, buyId)).get(buyId);
  if (!credit) throw new AppError('NOT_FOUND');
  return credit;
}

/** GET /credit-supplier/details/approved/{sup_id}/{credit_id}: one credit's terms and limit. */
export async function approvedDetails(
  db: DbOrTx,
  actor: UserState,
  supId: number,
  creditId: number,
  today: string,
) {
  const id = await supplierInScope(db, actor, supId);
  const [row] = await selectCredits(db).where(and(eq(c.id, creditId), eq(c.ent_id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return toCreditItem(row, today, await loadHolidays(db));
}

/**
 * GET /credit-supplier/notify-eligible/{sup_id}/{buy_id}: may the supplier apply with this buyer
 * now, and what it still needs (docs/decisions.md "Supplier credit").
 */
export async function notifyEligible(
  db: DbOrTx,
  actor: UserState,
  supId: number,
  buyId: number,
  today: string,
  missing: number[],
) {
  const id = await supplierInScope(db, actor, supId);
  if (!(await findBuyer(db, buyId))) throw new AppError('NOT_FOUND');
  const all = await creditsOf(db, id, today);
  const current = currentByBuyer(all).get(buyId) ?? null;
  const blacklisted = all.some((x) => x.status === 'BLACKLISTED');
  const open = current !== null && ['ASSESSING', 'ADD_DOC', 'OFFERED'].includes(current.status);
  const noProgramme = (await findProgrammeInForce(db, buyId, today)) === undefined;
  const blocked_by = blacklisted
    ? ('BLACKLISTED' as const)
    : open
      ? ('OPEN_APPLICATION' as const)
      : noProgramme
        ? ('BUYER_PROGRAMME' as const)
        : null;
  return {
    sup_id: id,
    buy_id: buyId,
    can_apply: blocked_by === null && missing.length === 0,
    blocked_by,
    missing_years: missing,
    current,
  };
}
