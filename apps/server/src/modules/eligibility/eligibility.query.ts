import {
  CRITERIA_FIELDS,
  type Criteria,
  type SupplierEligibility,
  type SupplierEligibilityItem,
} from '@arflow/domain/api/eligibility';
import type { Paged } from '@arflow/domain/api/paging';
import { effectiveCriteria, evaluateEligibility, monthsBetween } from '@arflow/domain/eligibility';
import { type AnyColumn, and, asc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, type PageInput } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
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

type EntryFilter = {
  buyId: number;
  today: string;
  keyword?: string | undefined;
  entryId?: number;
  supId?: number;
};

/**
 * An entry's supplier: the company's name, tax code and first registration, and its limit. A
 * lateral subquery read by the entry's supplier id, once per entry: a buyer has a few dozen
 * entries, and joined as tables the planner read every supplier (a hash join) to evaluate them
 * (platform/lists/explain.int.test.ts). The LIMIT keeps it from being flattened into that join;
 * the id is the key of both tables, so it holds one row.
 */
function supplierOfEntry(db: DbOrTx) {
  return db
    .select({
      name: enterprises.name,
      mst: enterprises.mst,
      erc_first_date: enterprises.erc_first_date,
      total_limit: suppliers.total_limit,
    })
    .from(enterprises)
    .leftJoin(suppliers, eq(suppliers.id, enterprises.id))
    .where(eq(enterprises.id, buyerSuppliers.sup_id))
    .limit(1)
    .as('sup');
}
type SupplierOfEntry = ReturnType<typeof supplierOfEntry>;

/** The rows an entry is evaluated from, and the filter of the buyer's list. */
function entryQuery(db: DbOrTx, o: EntryFilter) {
  const sup = supplierOfEntry(db);
  const where: (SQL | undefined)[] = [eq(buyerSuppliers.ent_id, o.buyId)];
  if (o.keyword) {
    const p = likePattern(o.keyword);
    where.push(or(ilike(sup.name, p), ilike(sup.mst, p)));
  }
  if (o.entryId !== undefined) where.push(eq(buyerSuppliers.id, o.entryId));
  if (o.supId !== undefined) where.push(eq(buyerSuppliers.sup_id, o.supId));
  const select = () =>
    db
      .select({
        id: buyerSuppliers.id,
        buy_id: buyerSuppliers.ent_id,
        sup_id: buyerSuppliers.sup_id,
        sup_name: sup.name,
        sup_mst: sup.mst,
        erc_first_date: sup.erc_first_date,
        total_limit: sup.total_limit,
        ...pickFields(buyerSuppliers, [
          'selected',
          'trading_frequency',
          'trading_volume',
          'blacklisted',
          'blacklist_reason',
        ]),
      })
      .from(buyerSuppliers)
      .innerJoinLateral(sup, sql`true`)
      .$dynamic();
  return { select, where: and(...where), sup };
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['select']>>[number];

function evaluate(effective: Criteria, today: string) {
  return ({ erc_first_date, total_limit, ...r }: EntryRow): SupplierEligibilityItem => ({
    ...r,
    ...evaluateEligibility(effective, {
      selected: r.selected,
      blacklisted: r.blacklisted,
      lifetime_months: erc_first_date ? monthsBetween(erc_first_date, today) : null,
      trading_frequency: r.trading_frequency,
      trading_volume: r.trading_volume,
      total_limit: total_limit ?? null,
    }),
  });
}

/**
 * evaluateEligibility (domain) as a condition, so a list of one status is filtered, counted and
 * paged by PostgreSQL. It must say what the domain says: eligibility.int.test.ts compares both
 * on every combination of facts. A bound on an unknown value fails, as in the domain (the
 * coalesce turns the NULL comparison into false).
 */
function statusIs(status: SupplierEligibility, c: Criteria, today: string, sup: SupplierOfEntry): SQL {
  const first = sup.erc_first_date;
  // monthsBetween: whole months, one less when the day of the month is not reached yet.
  const months = sql`((extract(year from ${today}::date) - extract(year from ${first})) * 12
    + (extract(month from ${today}::date) - extract(month from ${first}))
    - (case when extract(day from ${today}::date) < extract(day from ${first}) then 1 else 0 end))`;
  const atLeast = (value: SQL | AnyColumn, min: number | null) =>
    min == null ? undefined : sql`coalesce(${value} >= ${min}, false)`;
  const atMost = (value: SQL | AnyColumn, max: number | null) =>
    max == null ? undefined : sql`coalesce(${value} <= ${max}, false)`;
  const passes = and(
    eq(buyerSuppliers.selected, true),
    atLeast(months, c.supplier_lifetime_min),
    atLeast(buyerSuppliers.trading_frequency, c.trading_frequency_min),
    atLeast(buyerSuppliers.trading_volume, c.trading_volume_min),
    atLeast(sup.total_limit, c.supplier_limit_min),
    atMost(sup.total_limit, c.supplier_limit_max),
  ) as SQL;
  if (status === 'BLACKLISTED') return eq(buyerSuppliers.blacklisted, true);
  const notBlacklisted = eq(buyerSuppliers.blacklisted, false);
  return status === 'ELIGIBLE'
    ? (and(notBlacklisted, passes) as SQL)
    : (and(notBlacklisted, not(passes)) as SQL);
}

/** The supplier entries of a buyer, evaluated against the effective criteria, by supplier name. */
export async function evaluatedEntries(db: DbOrTx, o: EntryFilter): Promise<SupplierEligibilityItem[]> {
  const { effective } = await loadCriteria(db, o.buyId);
  const q = entryQuery(db, o);
  const rows = await q.select().where(q.where).orderBy(asc(q.sup.name), asc(buyerSuppliers.id));
  return rows.map(evaluate(effective, o.today));
}

/** One page of a buyer's entries of one eligibility status, filtered, sorted and paged in SQL. */
export async function findEntries(
  db: DbOrTx,
  o: EntryFilter & { status: SupplierEligibility; input: PageInput },
): Promise<Paged<SupplierEligibilityItem>> {
  const { effective } = await loadCriteria(db, o.buyId);
  const q = entryQuery(db, o);
  return findPage({
    db,
    input: o.input,
    select: q.select,
    where: and(q.where, statusIs(o.status, effective, o.today, q.sup)),
    sortable: { sup_name: q.sup.name, sup_mst: q.sup.mst },
    defaultSort: { column: 'sup_name', direction: 'ASC' },
    tieBreaker: buyerSuppliers.id,
    map: evaluate(effective, o.today),
  });
}
