import type { ReceivableItem } from '@arflow/domain/api/receivables';
import { daysPastDue } from '@arflow/domain/debt';
import { receivableStatusShort } from '@arflow/domain/receivable-display';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables } from './receivables.tables.ts';

/**
 * Which receivables a caller sees: funder staff every company's, a buyer those it owes, a
 * supplier its own. Every read and write adds it to its WHERE, so another company's id is 404.
 * Other modules (the supplier request flow, the transaction lists) may reuse it.
 */
export function receivableScope(
  actor: Pick<UserState, 'enterprise_code' | 'enterprise_id'>,
): SQL | undefined {
  if (actor.enterprise_code === 'FUNDER') return undefined;
  if (actor.enterprise_code === 'BUYER') return eq(receivables.buy_id, actor.enterprise_id);
  return eq(receivables.ent_id, actor.enterprise_id);
}

const supplier = alias(enterprises, 'sup');
const buyer = alias(enterprises, 'buy');

/** Receivables with their supplier's and buyer's names; every read adds `receivableScope`. */
export function selectReceivables(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(receivables);
  return db
    .select({ ...columns, sup_name: supplier.name, buy_name: buyer.name })
    .from(receivables)
    .innerJoin(supplier, eq(supplier.id, receivables.ent_id))
    .innerJoin(buyer, eq(buyer.id, receivables.buy_id))
    .$dynamic();
}

export type ReceivableRow = Omit<typeof receivables.$inferSelect, 'created_by' | 'updated_by'> & {
  sup_name: string;
  buy_name: string;
};

/** The business date and public holidays a receivable's days and short status are counted on. */
export interface Calendar {
  today: string;
  holidays: readonly string[];
}

export async function loadCalendar(db: DbOrTx, today: string): Promise<Calendar> {
  return { today, holidays: await loadHolidays(db) };
}

/** A row as the API answers it, with its days past due and D±n / O / BD short form. */
export function toReceivableItem(row: ReceivableRow, cal: Calendar): ReceivableItem {
  return {
    ...row,
    days: daysPastDue(row.maturity_date, cal.today, cal.holidays),
    status_short: receivableStatusShort(row.status, row.maturity_date, cal.today, cal.holidays),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One receivable the caller may see (undefined otherwise: the caller answers 404). */
export async function loadReceivable(
  db: DbOrTx,
  actor: UserState,
  id: number,
  cal: Calendar,
): Promise<ReceivableItem | undefined> {
  const [row] = await selectReceivables(db).where(and(receivableScope(actor), eq(receivables.id, id)));
  return row && toReceivableItem(row, cal);
}
