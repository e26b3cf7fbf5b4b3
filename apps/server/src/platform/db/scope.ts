import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import type { UserState } from '../auth/user-state.ts';

/**
 * The rows of a company-owned table that a signed-in user may see or change: funder staff work
 * for the platform and keep every company's records; a buyer's, supplier's or partner's users
 * only their own company's. Use-cases put it in the WHERE of every read and write, so another
 * company's id finds nothing and answers 404, never data.
 */
export function ownedBy(
  actor: Pick<UserState, 'enterprise_code' | 'enterprise_id'>,
  owner: AnyColumn,
): SQL | undefined {
  return actor.enterprise_code === 'FUNDER' ? undefined : eq(owner, actor.enterprise_id);
}
