import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { buyerSuppliers } from '../eligibility/eligibility.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';

/** Credit statuses that end a supplier's relation with a buyer. */
const ENDED = ['DECLINED', 'REJECTED', 'BLACKLISTED'] as const;

/**
 * The buyers a supplier trades with (docs/decisions.md "Receivables"): a buyer it holds or applies
 * for a credit with, or one whose supplier list names it (not blacklisted). Receivables are
 * recorded on these buyers only.
 */
export async function tradingBuyers(
  db: DbOrTx,
  supId: number,
  only?: readonly number[],
): Promise<{ id: number; code: string; name: string; mst: string | null }[]> {
  const viaCredit = db
    .select({ id: supplierCredits.buy_id })
    .from(supplierCredits)
    .where(and(eq(supplierCredits.ent_id, supId), notInArray(supplierCredits.status, [...ENDED])));
  const viaList = db
    .select({ id: buyerSuppliers.ent_id })
    .from(buyerSuppliers)
    .where(and(eq(buyerSuppliers.sup_id, supId), eq(buyerSuppliers.blacklisted, false)));
  return db
    .select({ id: enterprises.id, code: enterprises.code, name: enterprises.name, mst: enterprises.mst })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.type, 'BUYER'),
        or(inArray(enterprises.id, viaCredit), inArray(enterprises.id, viaList)),
        only ? (only.length > 0 ? inArray(enterprises.id, [...only]) : sql`false`) : undefined,
      ),
    )
    .orderBy(enterprises.name);
}
