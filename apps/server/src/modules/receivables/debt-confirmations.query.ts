import type { DebtConfirmationItem } from '@arflow/domain/api/receivables';
import type { DebtConfirmationStatus } from '@arflow/domain/statuses/debt-confirmation';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, type RowOf } from '../../platform/db/rows.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { debtConfirmationReceivables, debtConfirmations } from './receivables.tables.ts';

/** What a buyer sees of a letter: once the system company has passed it to the buyer. */
export const BUYER_VISIBLE: readonly DebtConfirmationStatus[] = [
  'WAITING_BUYER_CONFIRM',
  'BUYER_APPROVED',
  'BUYER_REVISED',
  'BUYER_REJECTED',
];

/**
 * Which letters a caller sees: funder staff every letter, a supplier its own, a buyer those
 * addressed to it that reached it. Another company's id (or a letter not yet sent on) is 404.
 */
export function letterScope(actor: Pick<UserState, 'enterprise_code' | 'enterprise_id'>): SQL | undefined {
  if (actor.enterprise_code === 'FUNDER') return undefined;
  if (actor.enterprise_code === 'BUYER')
    return and(
      eq(debtConfirmations.buy_id, actor.enterprise_id),
      inArray(debtConfirmations.status, [...BUYER_VISIBLE]),
    );
  return eq(debtConfirmations.ent_id, actor.enterprise_id);
}

const supplier = alias(enterprises, 'sup');
const buyer = alias(enterprises, 'buy');

export function selectLetters(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(debtConfirmations);
  return db
    .select({
      ...columns,
      sup_name: supplier.name,
      buy_name: buyer.name,
      ar_count: sql<number>`(select count(*)::int from ${debtConfirmationReceivables} where ${debtConfirmationReceivables.confirmation_id} = ${debtConfirmations.id})`,
    })
    .from(debtConfirmations)
    .innerJoin(supplier, eq(supplier.id, debtConfirmations.ent_id))
    .innerJoin(buyer, eq(buyer.id, debtConfirmations.buy_id))
    .$dynamic();
}

type Row = RowOf<typeof selectLetters>;

export function toLetterItem(row: Row): DebtConfirmationItem {
  return isoInstants(row);
}

export async function loadLetter(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<DebtConfirmationItem | undefined> {
  const [row] = await selectLetters(db).where(and(letterScope(actor), eq(debtConfirmations.id, id)));
  return row && toLetterItem(row);
}
