import { addDays, todayIn } from '@arflow/domain/dates';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { Role } from '@arflow/domain/roles';
import type { DbOrTx } from '../../platform/db/client.ts';
import { activateProgramme } from '../credit-buyer/credit-buyer.fixture.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { createCompany, unique } from '../enterprises/index.ts';
import { createReceivable } from '../transactions/index.ts';
import { users } from '../users/users.tables.ts';

/** A user of a company, signed in by tests through `t.auth(username)`. */
export async function createUser(db: DbOrTx, entId: number, role: Role, allowSign = true): Promise<string> {
  const username = `rt${unique().code}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  await db.insert(users).values({
    username,
    email: `${username}@rt.test`,
    passwordHash: 'not-used: tokens are issued directly',
    fullName: username,
    roleId: role,
    enterpriseId: entId,
    allowSign,
  });
  return username;
}

/**
 * A buyer with a programme in force and a supplier approved on it (12 %/year, 80 % at most),
 * a user of the supplier and `arCount` open receivables maturing in 90 days.
 */
export async function requestWorld(
  db: DbOrTx,
  o: {
    buyerLimit?: number;
    supplierLimit?: number;
    arCount?: number;
    kind?: Extract<EnterpriseCode, 'SUPPLIER' | 'INDSUPPLIER'>;
    buyId?: number;
    credit?: Partial<typeof supplierCredits.$inferInsert> | null;
    /** An existing company to use as the supplier (no user is made for it). */
    ownerId?: number;
  } = {},
) {
  const today = todayIn();
  const now = new Date();
  let buyId = o.buyId;
  if (buyId === undefined) {
    buyId = await createCompany(db, 'BUYER');
    await activateProgramme(db, buyId, today, { early_payment_limit: o.buyerLimit ?? 1_000_000_000 });
  }
  const kind = o.kind ?? 'SUPPLIER';
  const supId = o.ownerId ?? (await createCompany(db, kind));
  if (o.credit !== null) {
    await db.insert(supplierCredits).values({
      ent_id: supId,
      buy_id: buyId,
      applied_total_limit: o.supplierLimit ?? 500_000_000,
      applied_discount_rate: 12,
      total_limit: o.supplierLimit ?? 500_000_000,
      discount_rate: 12,
      max_payment_ratio: 80,
      status: 'APPROVED',
      received_on: today,
      created_at: now,
      updated_at: now,
      ...o.credit,
    });
  }
  const user = o.ownerId
    ? ''
    : await createUser(db, supId, kind === 'SUPPLIER' ? 'AUTHORIZER' : 'INDSUPPLIER');
  const arIds: number[] = [];
  for (let i = 0; i < (o.arCount ?? 3); i += 1) {
    arIds.push(
      await createReceivable(db, {
        supId,
        buyId,
        ar_amount: 100_000_000 * (i + 1),
        inv_date: addDays(today, -10),
        maturity_date: addDays(today, 90),
      }),
    );
  }
  return { buyId, supId, user, arIds, today };
}
