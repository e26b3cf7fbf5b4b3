import { CRITERIA_FIELDS, type Criteria, type SupplierEligibilityItem } from '@arflow/domain/api/eligibility';
import { effectiveCriteria, evaluateEligibility, monthsBetween } from '@arflow/domain/eligibility';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { loadBuyer } from '../buyers/buyer.query.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { SUPPLIER_TYPES } from '../enterprises/index.ts';
import { buyerSuppliers, eligibilityCriteria } from './eligibility.tables.ts';

/** The buyer the caller names, within the caller's scope (another company's: 404). */
export async function requireBuyer(db: DbOrTx, actor: UserState, id: number) {
  const buyer = await loadBuyer(db, actor, id);
  if (!buyer) throw new AppError('NOT_FOUND');
  return buyer;
}

/** A supplier company named in a body; a missing one is a field error. */
export async function requireSupplier(db: DbOrTx, supId: number) {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.id, supId), inArray(enterprises.type, [...SUPPLIER_TYPES])));
  if (!row) throw fieldError('sup_id', 'SUPPLIER_NOT_FOUND');
}

const pick = (row: Record<string, unknown> | undefined): Criteria | null =>
  row
    ? (Object.fromEntries(CRITERIA_FIELDS.map((f) => [f, (row[f] as number | null) ?? null])) as Criteria)
    : null;

/** Both sides' filters of a buyer and the effective criteria. */
export async function loadCriteria(db: DbOrTx, buyId: number) {
  const rows = await db.select().from(eligibilityCriteria).where(eq(eligibilityCriteria.ent_id, buyId));
  const funder = pick(rows.find((r) => r.side === 'FUNDER'));
  const buyer = pick(rows.find((r) => r.side === 'BUYER'));
  return { funder, buyer, effective: effectiveCriteria(funder, buyer) };
}

/** The supplier entries of a buyer, evaluated against the effective criteria, by supplier name. */
export async function evaluatedEntries(
  db: DbOrTx,
  o: { buyId: number; today: string; keyword?: string | undefined; entryId?: number; supId?: number },
): Promise<SupplierEligibilityItem[]> {
  const { effective } = await loadCriteria(db, o.buyId);
  const where: (SQL | undefined)[] = [eq(buyerSuppliers.ent_id, o.buyId)];
  if (o.keyword) {
    const p = likePattern(o.keyword);
    where.push(or(ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  if (o.entryId !== undefined) where.push(eq(buyerSuppliers.id, o.entryId));
  if (o.supId !== undefined) where.push(eq(buyerSuppliers.sup_id, o.supId));
  const rows = await db
    .select({
      id: buyerSuppliers.id,
      buy_id: buyerSuppliers.ent_id,
      sup_id: buyerSuppliers.sup_id,
      sup_name: enterprises.name,
      sup_mst: enterprises.mst,
      erc_first_date: enterprises.erc_first_date,
      total_limit: suppliers.total_limit,
      selected: buyerSuppliers.selected,
      trading_frequency: buyerSuppliers.trading_frequency,
      trading_volume: buyerSuppliers.trading_volume,
      blacklisted: buyerSuppliers.blacklisted,
      blacklist_reason: buyerSuppliers.blacklist_reason,
    })
    .from(buyerSuppliers)
    .innerJoin(enterprises, eq(enterprises.id, buyerSuppliers.sup_id))
    .leftJoin(suppliers, eq(suppliers.id, buyerSuppliers.sup_id))
    .where(and(...where))
    .orderBy(asc(enterprises.name), asc(buyerSuppliers.id));
  return rows.map(({ erc_first_date, total_limit, ...r }) => ({
    ...r,
    ...evaluateEligibility(effective, {
      selected: r.selected,
      blacklisted: r.blacklisted,
      lifetime_months: erc_first_date ? monthsBetween(erc_first_date, o.today) : null,
      trading_frequency: r.trading_frequency,
      trading_volume: r.trading_volume,
      total_limit: total_limit ?? null,
    }),
  }));
}
