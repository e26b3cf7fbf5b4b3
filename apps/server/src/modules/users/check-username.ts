import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from './users.tables.ts';

/** Whether a username is still free (case-insensitive, as the unique index). */
export async function checkUsername(opts: { db: DbOrTx; name: string }) {
  const found = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${opts.name})`)
    .limit(1);
  return { name: opts.name, available: found.length === 0 };
}
