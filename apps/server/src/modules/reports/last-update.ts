import type { LastUpdate } from '@arflow/domain/api/reports';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';

/** One kind of row a report counts: when each was last written, by whom, and which count. */
export interface Source {
  table: PgTable;
  at: AnyPgColumn;
  by: AnyPgColumn;
  where?: SQL | undefined;
}

/**
 * Spec §3: a report carries its last update's date and its author's name and position: the
 * newest of the rows it counts (decision 0080), all nulls when it counts none. One indexed
 * `order by … limit 1` per source.
 */
export async function lastUpdateOf(db: DbOrTx, sources: readonly Source[]): Promise<LastUpdate> {
  const newest = await Promise.all(
    sources.map(async (s) => {
      const [row] = await db
        .select({ at: s.at, name: users.fullName, position: users.position })
        .from(s.table)
        .leftJoin(users, eq(users.id, s.by))
        .where(s.where)
        .orderBy(desc(s.at))
        .limit(1);
      return row as { at: Date; name: string | null; position: string | null } | undefined;
    }),
  );
  const latest = newest.filter((r) => r !== undefined).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return {
    last_update_date: latest ? latest.at.toISOString() : null,
    last_user_full_name: latest?.name ?? null,
    last_user_position: latest?.position ?? null,
  };
}
