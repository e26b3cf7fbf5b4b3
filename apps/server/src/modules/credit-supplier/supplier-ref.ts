import { and, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, SUPPLIER_TYPES } from '../enterprises/index.ts';

/**
 * The supplier a call is about: a supplier's user may only name its own company, funder staff
 * any supplier. Anything else is not found (404), never another company's data.
 */
export async function supplierInScope(
  db: DbOrTx,
  actor: UserState,
  supId: number | undefined,
): Promise<number> {
  if (actor.enterprise_code !== 'FUNDER') {
    if (supId !== undefined && supId !== actor.enterprise_id) throw new AppError('NOT_FOUND');
    return actor.enterprise_id;
  }
  if (supId === undefined) throw new AppError('VALIDATION', { fields: { sup_id: ['required'] } });
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.id, supId), inArray(enterprises.type, SUPPLIER_TYPES)));
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

/** A buyer a supplier may apply to (any buyer company), or undefined. */
export async function findBuyer(
  db: DbOrTx,
  buyId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(and(eq(enterprises.id, buyId), inArray(enterprises.type, BUYER_TYPES)));
  return row;
}
