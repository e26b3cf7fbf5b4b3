import { randomInt } from 'node:crypto';
import { PASSWORD_RE } from '@arflow/domain/validation';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { FUNDER_CODE } from './demo-world.data.ts';

export const FIRST_MASTER_USERNAME = 'master';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789@$!%*#?&';

/** 20 random characters (about 120 bits) that also pass the spec's password rule. */
export function oneTimePassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (PASSWORD_RE.test(candidate)) return candidate;
  }
}

/**
 * A real deployment's first account: the platform company and its MASTER, with a random
 * one-time password that must be changed at the first sign-in. Does nothing when a MASTER
 * exists; an advisory lock keeps two instances starting together from both creating one.
 * Answers the password only to the instance that created the account, so it is printed once.
 */
export async function createFirstMaster(opts: {
  db: Db;
  clock?: Clock;
}): Promise<{ username: string; password: string } | null> {
  const { db } = opts;
  const now = (opts.clock ?? systemClock).now();
  const hasMaster = async (tx: Pick<Db, 'select'>) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.roleId, 'MASTER')).limit(1)).length > 0;
  if (await hasMaster(db)) return null;
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    // The demo seed's lock: seeding and this never run at once either.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arflow-demo-seed'))`);
    if (await hasMaster(tx)) return null;
    let [funder] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.code, FUNDER_CODE));
    // The company's real name, tax code and address are entered by the MASTER afterwards.
    funder ??= (
      await tx
        .insert(enterprises)
        .values({ code: FUNDER_CODE, name: 'ARFlow', type: 'FUNDER', created_at: now, updated_at: now })
        .returning({ id: enterprises.id })
    )[0]!;
    await tx.insert(users).values({
      username: FIRST_MASTER_USERNAME,
      email: 'master@arflow.invalid',
      passwordHash,
      fullName: 'Master',
      roleId: 'MASTER',
      enterpriseId: funder.id,
      mustChangePassword: true,
      created_at: now,
      updated_at: now,
    });
    return { username: FIRST_MASTER_USERNAME, password };
  });
}
