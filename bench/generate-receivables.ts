import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';

export const GENERATED_RECEIVABLES = 100_000;
/** The demo supplier (supplier1's company) and a buyer it trades with (the demo seed's pair). */
export const RECEIVABLES_SUPPLIER = 'SUP01';
export const RECEIVABLES_BUYER = 'BUY01';
/** Generated invoices are `SUP01-BEN000001`…; the import scenario's are `BENIMP-…`, so none clash. */
export const GENERATED_INVOICE_PREFIX = 'BEN';

/**
 * Add `count` receivables of SUP01 on BUY01 in one INSERT … SELECT generate_series, shaped like
 * the demo seed's open ones (receivables.demo.ts): unique invoice numbers, invoices on weekdays
 * with a 4- to 16-week term (so maturity is a weekday too), AR amounts of 20–519 million VND with
 * the invoice a little above, a first payment on one in four (below the AR, dated before the due
 * payment), the due payment the rest; AVAILABLE mostly, some UNCONDITIONAL and MATURITY (statuses
 * a receivable reaches without a transaction, so no transaction rows are owed), entered or
 * imported. Then VACUUM ANALYZE, as for the samples (generate-samples.ts).
 */
export async function generateReceivables(db: Db, count = GENERATED_RECEIVABLES): Promise<void> {
  await db.execute(sql`
    INSERT INTO receivables (ent_id, buy_id, inv_no, inv_date, invoice_amount, ar_amount, maturity_date,
                             buyer_first_payment, buyer_first_payment_date, due_payment, due_payment_date,
                             source, status, created_by, updated_by, created_at, updated_at)
    SELECT s.id, b.id,
           ${RECEIVABLES_SUPPLIER} || '-' || ${GENERATED_INVOICE_PREFIX} || lpad(g::text, 6, '0'),
           d.inv_date,
           a.ar + (g % 5) * 1000000,
           a.ar,
           d.inv_date + 28 * (1 + g % 4),
           a.first,
           CASE WHEN a.first > 0 THEN d.inv_date + 14 END,
           a.ar - a.first,
           d.inv_date + 28 * (1 + g % 4),
           CASE WHEN g % 3 = 0 THEN 'IMPORT' ELSE 'ENTRY' END,
           CASE WHEN g % 10 < 7 THEN 'AVAILABLE' WHEN g % 10 < 9 THEN 'UNCONDITIONAL' ELSE 'MATURITY' END,
           u.id, u.id,
           now() - g * interval '1 minute',
           now() - g * interval '1 minute'
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN LATERAL (SELECT DATE '2026-01-05' + ((g % 52) * 7 + g % 5) AS inv_date) AS d
    CROSS JOIN LATERAL (SELECT 20000000 + ((g * 7919) % 500) * 1000000 AS ar,
                               CASE WHEN g % 4 = 0 THEN 5000000 ELSE 0 END AS first) AS a
    CROSS JOIN (SELECT id FROM enterprises WHERE code = ${RECEIVABLES_SUPPLIER}) AS s
    CROSS JOIN (SELECT id FROM enterprises WHERE code = ${RECEIVABLES_BUYER}) AS b
    CROSS JOIN (SELECT id FROM users WHERE username = 'supplier1') AS u
  `);
  await db.execute(sql`VACUUM ANALYZE receivables`);
}
