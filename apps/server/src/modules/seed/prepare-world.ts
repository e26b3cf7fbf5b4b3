import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-world.data.ts';
import { createFirstMaster } from './first-master.ts';
import { seedDemoWorld } from './seed-demo-world.ts';
import { listenHost, seedPlan } from './seed-plan.ts';

/** Whether any active demo account still signs in with the published password. */
export async function holdsDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db
    .selectDistinct({ hash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        inArray(
          users.username,
          DEMO_USERS.map((u) => u.username),
        ),
      ),
    );
  for (const { hash } of rows) if (await verifyPassword(hash, DEMO_PASSWORD)) return true;
  return false;
}

/** Seed as planned, then say where to listen and, loudly, whether this is a demo. */
export async function prepareWorld(opts: {
  db: Db;
  clock: Clock;
  config: Config;
  embeddedDatabase: boolean;
  log: FastifyBaseLogger;
  /** Where the demo world's files go. */
  files?: FileStore;
}): Promise<{ host: string; demoAccounts: boolean }> {
  const { db, clock, config, log } = opts;
  if (seedPlan({ embeddedDatabase: opts.embeddedDatabase, demo: config.demo }) === 'demo') {
    if (await seedDemoWorld({ db, clock, ...(opts.files ? { files: opts.files } : {}) }))
      log.info('demo world seeded');
  } else {
    const master = await createFirstMaster({ db, clock });
    if (master) {
      log.warn(
        `First MASTER account created. Username: ${master.username}  One-time password: ${master.password}  ` +
          '(shown only this once; it must be changed at the first sign-in)',
      );
    }
  }
  const demoAccounts = await holdsDemoAccounts(db);
  const host = listenHost(config.host, demoAccounts);
  if (demoAccounts) {
    log.warn(
      `DEMO: this server holds the demo accounts, whose password is published (README); ` +
        `listening on ${host}${config.host ? ' (HOST)' : ' only; set HOST to open it to the network'}. Not for real data.`,
    );
  }
  return { host, demoAccounts };
}
