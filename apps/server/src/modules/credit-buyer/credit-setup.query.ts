import type { CreditLimits, CreditSetupItem } from '@arflow/domain/api/credit-buyer';
import { available, type Limit, programmeProblem } from '@arflow/domain/limits';
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, byIdInScope } from '../enterprises/index.ts';
import { users } from '../users/users.tables.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';
import { activatedProgramme, newestActivation } from './programme.ts';

const {
  structure_confirmed_by: _by,
  created_by: _created,
  updated_by: _updated,
  ...setupColumns
} = getTableColumns(buyerCreditSetups);

/** Every read of a setup goes through this select: the buyer's code and name, the proposer's name. */
export function selectSetups(db: DbOrTx) {
  return db
    .select({
      ...setupColumns,
      ent_code: enterprises.code,
      ent_name: enterprises.name,
      proposed_by_name: users.fullName,
    })
    .from(buyerCreditSetups)
    .innerJoin(enterprises, eq(enterprises.id, buyerCreditSetups.ent_id))
    .leftJoin(users, eq(users.id, buyerCreditSetups.created_by))
    .$dynamic();
}
type SetupRow = RowOf<typeof selectSetups>;

export function toSetupItem(row: SetupRow): CreditSetupItem {
  return {
    ...isoInstants(row),
    transaction_structure: row.transaction_structure,
  };
}

/** The setups a caller may see: funder staff every buyer's, a buyer's users their own. */
export const setupScope = (actor: UserState): SQL | undefined => ownedBy(actor, buyerCreditSetups.ent_id);

export async function loadSetup(db: DbOrTx, actor: UserState, id: number): Promise<CreditSetupItem> {
  const [row] = await selectSetups(db).where(and(eq(buyerCreditSetups.id, id), setupScope(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toSetupItem(row);
}

/** The buyer's latest version (what is being worked on), or null. */
export async function latestSetup(db: DbOrTx, buyerId: number): Promise<CreditSetupItem | null> {
  const [row] = await selectSetups(db)
    .where(eq(buyerCreditSetups.ent_id, buyerId))
    .orderBy(desc(buyerCreditSetups.version))
    .limit(1);
  return row ? toSetupItem(row) : null;
}

/** The version in force: the latest activated one, or null. */
export async function activeSetup(db: DbOrTx, buyerId: number): Promise<CreditSetupItem | null> {
  const [row] = await selectSetups(db)
    .where(activatedProgramme(buyerId))
    .orderBy(...newestActivation)
    .limit(1);
  return row ? toSetupItem(row) : null;
}

/**
 * The id of the buyer's latest activated version, expired or not, or undefined. Releases give
 * back to it: the next activation carries its used amounts over.
 */
export async function latestActivatedId(db: DbOrTx, buyerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: buyerCreditSetups.id })
    .from(buyerCreditSetups)
    .where(activatedProgramme(buyerId))
    .orderBy(...newestActivation)
    .limit(1);
  return row?.id;
}

/**
 * The buyer's programme that supplier credits stand on today: the latest activated version,
 * not expired (`programmeProblem`). Applying for, approving, confirming and drawing on a
 * supplier credit all need it; without it they are refused with BUYER_CREDIT_INVALID.
 */
export async function programmeInForce(db: DbOrTx, buyerId: number, today: string): Promise<number> {
  const id = await findProgrammeInForce(db, buyerId, today);
  if (id === undefined) throw new AppError('BUYER_CREDIT_INVALID');
  return id;
}

/** `programmeInForce` as a question: its id, or undefined when there is none. */
export async function findProgrammeInForce(
  db: DbOrTx,
  buyerId: number,
  today: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({
      ...pickFields(buyerCreditSetups, ['id', 'status', 'expiry_date']),
    })
    .from(buyerCreditSetups)
    .where(activatedProgramme(buyerId))
    .orderBy(...newestActivation)
    .limit(1);
  return row && !programmeProblem(row, today) ? row.id : undefined;
}

const view = (limit: Limit) => ({ ...limit, available: available(limit) });

/** Total, used and available of a version's two limits, by the domain's limit functions. */
export function limitsOf(setup: CreditSetupItem | null): CreditLimits {
  return {
    standard: view({ total: setup?.standard_limit ?? 0, used: setup?.standard_used ?? 0 }),
    early_payment: view({ total: setup?.early_payment_limit ?? 0, used: setup?.early_payment_used ?? 0 }),
  };
}

/** A buyer company the caller may see (404 otherwise), with what a credit answer shows of it. */
export async function loadCreditBuyer(db: DbOrTx, actor: UserState, id: number) {
  const [row] = await db
    .select({ id: enterprises.id, code: enterprises.code, name: enterprises.name, mst: enterprises.mst })
    .from(enterprises)
    .where(byIdInScope(actor, BUYER_TYPES, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
