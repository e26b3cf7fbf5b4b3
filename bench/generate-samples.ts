import { sql } from 'drizzle-orm';
import { GOODS } from '../apps/server/src/modules/sample/sample.demo.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';

export const GENERATED_SAMPLES = 50_000;

// 'Robusta' is in one goods name of the list: the keyword scenario's selective match.

/**
 * Add `count` sample rows in one INSERT … SELECT generate_series (about a second for 50,000),
 * shaped like the demo ones: unique codes, a spread of amounts, rates, weekday dates and
 * update times, one in six disabled. VACUUM ANALYZE afterwards: the planner sees the real size
 * and the table is as autovacuum keeps a live one (a fresh bulk load leaves the rows in the
 * trigram indexes' pending lists, and the planner then prefers a full scan to the index).
 */
export async function generateSamples(db: Db, count = GENERATED_SAMPLES): Promise<void> {
  const goods = sql.raw(`ARRAY[${GOODS.map((g) => `'${g.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  await db.execute(sql`
    INSERT INTO samples (ent_id, code, name, email, phone, amount, rate, effective_date, description, status,
                         created_by, updated_by, created_at, updated_at)
    SELECT u.enterprise_id, 'BEN' || lpad(g::text, 6, '0'),
           (${goods})[1 + g % ${GOODS.length}] || ' - lô ' || g,
           'lienhe' || g || '@bench.arflow.vn',
           '09' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
           10000000 + ((g * 7919) % 1000) * 1000000,
           6 + (g % 7) * 0.25,
           DATE '2026-01-05' + ((g % 52) * 7 + g % 5),
           CASE WHEN g % 3 = 0 THEN 'Hợp đồng khung số ' || g || '/2026/HĐKT' END,
           CASE WHEN g % 6 = 0 THEN 'DISABLED' ELSE 'ACTIVE' END,
           u.id, u.id,
           now() - g * interval '1 minute',
           now() - g * interval '1 minute'
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN (SELECT id, enterprise_id FROM users WHERE username = 'master') AS u
  `);
  await db.execute(sql`VACUUM ANALYZE samples`);
}
