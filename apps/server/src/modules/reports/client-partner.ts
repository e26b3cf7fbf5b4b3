import { and, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TZ } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { lastUpdateOf } from './last-update.ts';

type Period = { from_date?: string | undefined; to_date?: string | undefined };

/**
 * The client-partner report (decision 0080): every kind of company but the funder, how many
 * there are, how many are active and how many joined within the period (by their creation's
 * business date), counted by PostgreSQL.
 */
export async function clientPartnerReport(db: DbOrTx, p: Period) {
  const joined = sql`(${enterprises.created_at} at time zone ${BUSINESS_TZ})::date`;
  const inPeriod: SQL =
    and(p.from_date ? gte(joined, p.from_date) : undefined, p.to_date ? lte(joined, p.to_date) : undefined) ??
    sql`true`;
  const clients = ne(enterprises.type, 'FUNDER');
  const rows = await db
    .select({
      type: enterprises.type,
      total: sql<number>`count(*)::int`.mapWith(Number),
      active: sql<number>`(count(*) filter (where ${enterprises.active}))::int`.mapWith(Number),
      new_count: sql<number>`(count(*) filter (where ${inPeriod}))::int`.mapWith(Number),
    })
    .from(enterprises)
    .where(clients)
    .groupBy(enterprises.type)
    .orderBy(enterprises.type);
  return {
    data: rows,
    object: await lastUpdateOf(db, [
      { table: enterprises, at: enterprises.updated_at, by: enterprises.updated_by, where: clients },
    ]),
  };
}
