import type {
  CreditDocumentItem,
  FinancialItem,
  SupplierCreditDetailResponse,
  SupplierCreditItem,
} from '@arflow/domain/api/credit-supplier';
import { assessmentClock, financialYears } from '@arflow/domain/credit-assessment';
import { available } from '@arflow/domain/limits';
import { availableActions } from '@arflow/domain/workflows/engine';
import { SUPPLIER_CREDIT_WORKFLOW } from '@arflow/domain/workflows/supplier-credit';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { users } from '../users/users.tables.ts';
import { supplierCreditDocuments, supplierCredits, supplierFinancials } from './credit-supplier.tables.ts';

const sup = alias(enterprises, 'sup');
const buy = alias(enterprises, 'buy');

/** Credits a caller may see: funder staff every supplier's, a supplier its own (another's id: 404). */
export const creditScope = (actor: UserState): SQL | undefined => ownedBy(actor, supplierCredits.ent_id);

/** Credits with their supplier's, buyer's and assignee's names; every read adds `creditScope`. */
export function selectCredits(db: DbOrTx) {
  const c = supplierCredits;
  return db
    .select({
      id: c.id,
      sup_id: c.ent_id,
      sup_name: sup.name,
      sup_mst: sup.mst,
      sup_type: sup.type,
      buy_id: c.buy_id,
      buy_name: buy.name,
      ...pickFields(c, [
        'applied_total_limit',
        'applied_discount_rate',
        'total_limit',
        'discount_rate',
        'max_payment_ratio',
        'used_limit',
        'status',
        'reason',
        'add_doc_request',
        'assignee_id',
      ]),
      assignee_name: users.fullName,
      ...pickFields(c, ['received_on', 'created_at', 'updated_at']),
    })
    .from(c)
    .innerJoin(sup, eq(sup.id, c.ent_id))
    .innerJoin(buy, eq(buy.id, c.buy_id))
    .leftJoin(users, eq(users.id, c.assignee_id))
    .$dynamic();
}

/** Sortable columns of the credit lists, by API name. */
export const CREDIT_SORTABLE = {
  id: supplierCredits.id,
  sup_name: sup.name,
  buy_name: buy.name,
  status: supplierCredits.status,
  received_on: supplierCredits.received_on,
  applied_total_limit: supplierCredits.applied_total_limit,
  updated_at: supplierCredits.updated_at,
};
export { buy as buyerOfCredit, sup as supplierOfCredit };

type Row = RowOf<typeof selectCredits>;

/**
 * A row as the API answers it, with the assessment clock (spec §9) while the funder holds the
 * file and the available limit once terms are set (domain limit functions).
 */
export function toCreditItem(row: Row, today: string, holidays: readonly string[]): SupplierCreditItem {
  const clock = row.status === 'ASSESSING' ? assessmentClock(row.received_on, today, holidays) : null;
  return {
    ...isoInstants(row),
    total_limit: row.total_limit,
    available_limit:
      row.total_limit === null ? null : available({ total: row.total_limit, used: row.used_limit }),
    deadline: clock?.deadline ?? null,
    working_days_left: clock?.working_days_left ?? null,
    overdue: clock?.overdue ?? false,
  };
}

export async function loadCreditItem(
  db: DbOrTx,
  actor: UserState,
  id: number,
  today: string,
): Promise<SupplierCreditItem | undefined> {
  const [row] = await selectCredits(db).where(and(eq(supplierCredits.id, id), creditScope(actor)));
  return row && toCreditItem(row, today, await loadHolidays(db));
}

export async function creditDocuments(db: DbOrTx, creditId: number): Promise<CreditDocumentItem[]> {
  const d = supplierCreditDocuments;
  const rows = await db
    .select({
      id: d.id,
      doc_id: d.record_id,
      kind: d.kind,
      doc_type: enterpriseLegalRecords.doc_type,
      file_id: enterpriseLegalRecords.file_id,
      file_name: storedFiles.original_name,
      created_at: d.created_at,
    })
    .from(d)
    .innerJoin(enterpriseLegalRecords, eq(enterpriseLegalRecords.id, d.record_id))
    .innerJoin(storedFiles, eq(storedFiles.id, enterpriseLegalRecords.file_id))
    .where(eq(d.credit_id, creditId))
    .orderBy(asc(d.id));
  return rows.map((r) => isoInstants(r));
}

/** A supplier's financial statements, by year. */
export async function financialsOf(db: DbOrTx, supId: number): Promise<FinancialItem[]> {
  const f = supplierFinancials;
  const rows = await db
    .select({
      ...pickFields(f, ['id', 'year', 'file_id']),
      file_name: storedFiles.original_name,
      updated_at: f.updated_at,
    })
    .from(f)
    .innerJoin(storedFiles, eq(storedFiles.id, f.file_id))
    .where(eq(f.ent_id, supId))
    .orderBy(asc(f.year));
  return rows.map((r) => isoInstants(r));
}

/** The years of the last 4 the supplier has not given yet. */
export function missingYears(financials: readonly FinancialItem[], today: string): number[] {
  const have = new Set(financials.map((f) => f.year));
  return financialYears(today).filter((y) => !have.has(y));
}

/** One credit with its documents, financial statements, timeline and the caller's actions. */
export async function creditDetail(
  db: DbOrTx,
  actor: UserState,
  id: number,
  today: string,
): Promise<SupplierCreditDetailResponse | undefined> {
  const item = await loadCreditItem(db, actor, id, today);
  if (!item) return undefined;
  const financials = await financialsOf(db, item.sup_id);
  return {
    data: {
      ...item,
      documents: await creditDocuments(db, id),
      financials,
      missing_years: missingYears(financials, today),
    },
    history: await findHistory(db, SUPPLIER_CREDIT_WORKFLOW.entity, id),
    actions: availableActions({ workflow: SUPPLIER_CREDIT_WORKFLOW, from: item.status, actor }).map(
      (a) => a.action,
    ),
  };
}

/** Legal records of the supplier that may be handed in (live: pending or approved); refuses others. */
export async function checkDocuments(db: DbOrTx, supId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: enterpriseLegalRecords.id })
    .from(enterpriseLegalRecords)
    .where(
      and(
        eq(enterpriseLegalRecords.ent_id, supId),
        inArray(enterpriseLegalRecords.id, unique),
        inArray(enterpriseLegalRecords.status, ['PENDING', 'APPROVED']),
      ),
    );
  return found.length === unique.length ? unique : [];
}
