import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import { businessDate, type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/store.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { MODULES } from '../index.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_ENTERPRISES, DEMO_PASSWORD, DEMO_USERS, FUNDER_CODE } from './demo-world.data.ts';

function found<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`${what} '${String(key)}' is not in the demo world`);
  return id;
}

/**
 * Seed the demo world once: companies of every type, one user per role, then each module's
 * records (`seedDemo` of its manifest, in the order of modules/index.ts).
 * Idempotent: it does nothing when the funder company exists; an advisory lock keeps two
 * instances starting together from both seeding.
 */
export async function seedDemoWorld(opts: { db: Db; clock?: Clock; files?: FileStore }): Promise<boolean> {
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
          partner_kind: e.partnerKind ?? null,
          mst: e.taxCode,
          address: e.address,
          email1: `lienhe@${e.domain === 'gmail.com' ? 'demo.arflow.vn' : e.domain}`,
          // Demo companies with users have joined; each module's seed refines the pipeline.
          status: e.type === 'FUNDER' ? ('ACTIVATED' as const) : ('ONBOARDED' as const),
          created_at: now,
          updated_at: now,
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
          created_at: now,
          updated_at: now,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(created.map((u) => [u.username, u.id]));
    const world: DemoWorld = {
      tx,
      now,
      enterpriseId: (code) => found(entId, code, 'demo company'),
      userId: (username) => found(userIds, username, 'demo user'),
      contextOf(username, today = businessDate(now)) {
        const user = DEMO_USERS.find((u) => u.username === username)!;
        return {
          actor: {
            id: found(userIds, username, 'demo user'),
            role_id: user.role,
            enterprise_code: DEMO_ENTERPRISES.find((e) => e.code === user.enterprise)!.type,
            enterprise_id: found(entId, user.enterprise, 'demo company'),
            token_version: 0,
            active: true,
            must_change_password: false,
            revoked_jtis: [],
          },
          requestId: 'demo-seed',
          ip: '127.0.0.1',
          clock: { now: () => now, today: () => today },
        };
      },
      ...(opts.files ? { files: opts.files } : {}),
    };
    for (const module of MODULES) await module.seedDemo?.(world);
    return true;
  });
}
