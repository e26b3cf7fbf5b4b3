import { eq, sql } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { samples } from '../sample/sample.tables.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_ENTERPRISES, DEMO_PASSWORD, DEMO_USERS, demoSamples, FUNDER_CODE } from './demo-world.data.ts';

/**
 * Seed the demo world once: companies of every type, one user per role, sample records.
 * Idempotent: it does nothing when the funder company exists; an advisory lock keeps two
 * instances starting together from both seeding.
 */
export async function seedDemoWorld(opts: { db: Db; clock?: Clock }): Promise<boolean> {
  const { db } = opts;
  const now = (opts.clock ?? systemClock).now();
  const exists = async (tx: Pick<Db, 'select'>) =>
    (await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.code, FUNDER_CODE)))
      .length > 0;
  if (await exists(db)) return false;
  // One hash for all demo users: 23 argon2 hashes would slow every first start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arflow-demo-seed'))`);
    if (await exists(tx)) return false;

    const ents = await tx
      .insert(enterprises)
      .values(
        DEMO_ENTERPRISES.map((e) => ({
          code: e.code,
          name: e.name,
          type: e.type,
          partnerKind: e.partnerKind ?? null,
          taxCode: e.taxCode,
          address: e.address,
          email: `lienhe@${e.domain === 'gmail.com' ? 'demo.arflow.vn' : e.domain}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: enterprises.id, code: enterprises.code });
    const entId = new Map(ents.map((e) => [e.code, e.id]));
    const domain = new Map(DEMO_ENTERPRISES.map((e) => [e.code, e.domain]));

    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          username: u.username,
          email: `${u.username}@${domain.get(u.enterprise) === 'gmail.com' ? 'demo.arflow.vn' : domain.get(u.enterprise)}`,
          passwordHash,
          fullName: u.fullName,
          position: u.position,
          roleId: u.role,
          enterpriseId: entId.get(u.enterprise)!,
          allowSign: u.allowSign ?? false,
          telNum: u.tel,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const masterId = created.find((u) => u.username === 'master')!.id;

    const rows = await tx
      .insert(samples)
      .values(
        demoSamples().map((s) => ({
          code: s.code,
          name: s.name,
          email: s.email,
          phone: s.phone,
          amount: s.amount,
          rate: s.rate,
          effectiveDate: s.effectiveDate,
          description: s.description,
          status: s.disabled ? ('DISABLED' as const) : ('ACTIVE' as const),
          createdBy: masterId,
          updatedBy: masterId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: samples.id, status: samples.status });
    await tx.insert(statusHistory).values(
      rows.flatMap((r) => [
        {
          entity: 'sample',
          entityId: String(r.id),
          action: 'CREATE',
          toStatus: 'ACTIVE',
          actorId: masterId,
          createdAt: now,
        },
        ...(r.status === 'DISABLED'
          ? [
              {
                entity: 'sample',
                entityId: String(r.id),
                action: 'DISABLE',
                fromStatus: 'ACTIVE',
                toStatus: 'DISABLED',
                actorId: masterId,
                createdAt: now,
              },
            ]
          : []),
      ]),
    );
    return true;
  });
}
