import type { BuyerFrequency, BuyerItem } from '@arflow/domain/api/buyers';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerFrequencies } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, byIdInScope, companyColumns, toCompanyItem } from '../enterprises/index.ts';

export function selectBuyers(db: DbOrTx) {
  return db.select(companyColumns).from(enterprises).$dynamic();
}

/** One buyer the caller may see (funder client staff: any; a buyer user: its own), or undefined. */
export async function loadBuyer(db: DbOrTx, actor: UserState, id: number): Promise<BuyerItem | undefined> {
  const [row] = await selectBuyers(db).where(byIdInScope(actor, BUYER_TYPES, id) as SQL);
  return row && toCompanyItem(row);
}

export async function loadFrequencies(db: DbOrTx, entId: number): Promise<BuyerFrequency[]> {
  const rows = await db
    .select({ type: buyerFrequencies.type, weekdays: buyerFrequencies.weekdays })
    .from(buyerFrequencies)
    .where(and(eq(buyerFrequencies.ent_id, entId)))
    .orderBy(asc(buyerFrequencies.type));
  return rows.map((r) => ({ type: r.type, weekdays: [...r.weekdays].sort((a, b) => a - b) }));
}
