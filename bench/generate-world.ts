import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';

/** The production-sized world of issue 26: what a lender's book looks like after a few years. */
export interface WorldSize {
  buyers: number;
  suppliers: number;
  receivables: number;
  transactions: number;
}

export const PRODUCTION_WORLD: WorldSize = {
  buyers: 2_000,
  suppliers: 50_000,
  receivables: 1_000_000,
  transactions: 100_000,
};

/** `BENCH_WORLD_SCALE=0.1` builds a tenth of it (a quicker look); 1 (the default) the whole. */
export function worldSize(scale = Number(process.env.BENCH_WORLD_SCALE ?? 1)): WorldSize {
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const of = (n: number) => Math.max(10, Math.round(n * s));
  return {
    buyers: of(PRODUCTION_WORLD.buyers),
    suppliers: of(PRODUCTION_WORLD.suppliers),
    receivables: of(PRODUCTION_WORLD.receivables),
    transactions: of(PRODUCTION_WORLD.transactions),
  };
}

/** Generated companies are `WB000001`… (buyers) and `WS000001`… (suppliers): none clash with the seed's. */
export const WORLD_BUYER_PREFIX = 'WB';
export const WORLD_SUPPLIER_PREFIX = 'WS';
/** Generated transactions are `GW-0000001`…; the seed's are `GD-…`. */
export const WORLD_TRANSACTION_PREFIX = 'GW-';

/** A step of plain SQL: several statements may share one, so no bind parameters (every value is a number or a constant of this file). */
type Step = [label: string, statement: string];

/**
 * The world, written by set-based SQL only (INSERT … SELECT generate_series), so a million
 * receivables take minutes, not hours. It runs as the database's owner with
 * `session_replication_role = replica`: row triggers (the owner-column copies, the journal's
 * balance check) and foreign-key checks are off while it writes, so every owner column and every
 * balanced entry is written here explicitly — the SQL below is the only thing that keeps them true.
 *
 * Shape (everything follows from the row number, so a run is reproducible):
 * - each supplier trades with three buyers; transaction t belongs to supplier 1 + (t·7919 mod S)
 *   and one of its buyers, and holds 1–5 receivables (3 on average);
 * - transaction statuses: 30% liquidated, 30% paid, 20% completed, 11% in review or waiting
 *   for a confirmation, 9% rejected or deleted (no drafts: a supplier has one at most);
 * - receivables in a transaction take the status it leads to (completed → first paid, one in
 *   fifty overdue; paid → settlement; liquidated → settled; in review → review; refused →
 *   available again); the rest are available (60%), unconditional, maturity-confirmed or deleted;
 * - every transaction has three history rows and two documents (with their stored-file rows);
 *   every funded receivable a disbursement entry, a paid or liquidated one a buyer collection, a
 *   liquidated one a residual payment, each with balanced lines.
 */
export async function generateWorld(
  db: Db,
  size: WorldSize = worldSize(),
  log: (line: string) => void = () => {},
): Promise<void> {
  for (const n of Object.values(size))
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`world size ${n}`);
  const { buyers: B, suppliers: S, receivables: R, transactions: T } = size;
  const steps: Step[] = [
    ['replica mode', `SET session_replication_role = replica`],
    [
      `${B} buyers`,
      `INSERT INTO enterprises (code, name, type, tax_code, address, email, status, created_at, updated_at)
          SELECT '${WORLD_BUYER_PREFIX}' || lpad(g::text, 6, '0'), 'Công ty Mua ' || g, 'BUYER',
                 '09' || lpad(g::text, 8, '0'), 'Hà Nội', 'buyer' || g || '@world.test', 'ONBOARDED',
                 now() - g * interval '1 hour', now() - g * interval '1 hour'
          FROM generate_series(1, ${B}) AS g`,
    ],
    [
      `${S} suppliers`,
      `INSERT INTO enterprises (code, name, type, tax_code, address, email, status, created_at, updated_at)
          SELECT '${WORLD_SUPPLIER_PREFIX}' || lpad(g::text, 6, '0'), 'Công ty Cung cấp ' || g, 'SUPPLIER',
                 '08' || lpad(g::text, 8, '0'), 'TP. Hồ Chí Minh', 'supplier' || g || '@world.test', 'ONBOARDED',
                 now() - g * interval '1 minute', now() - g * interval '1 minute'
          FROM generate_series(1, ${S}) AS g`,
    ],
    [
      'supplier details',
      `INSERT INTO suppliers (id, locality, ent_type, total_limit)
          SELECT id, '79', 1, 5000000000 FROM enterprises WHERE code LIKE '${WORLD_SUPPLIER_PREFIX}%'`,
    ],
    [
      'company numbering',
      `CREATE UNLOGGED TABLE world_companies AS
          SELECT id, type, substr(code, 3)::int AS n FROM enterprises
          WHERE code LIKE '${WORLD_BUYER_PREFIX}%' OR code LIKE '${WORLD_SUPPLIER_PREFIX}%';
          CREATE INDEX ON world_companies (type, n)`,
    ],
    [
      'trading pairs',
      `INSERT INTO buyer_suppliers (ent_id, sup_id, selected, created_at, updated_at)
          SELECT DISTINCT b.id, s.id, true, now(), now()
          FROM world_companies s
          CROSS JOIN generate_series(0, 2) AS j
          JOIN world_companies b ON b.type = 'BUYER' AND b.n = 1 + (s.n * 37 + j * 611) % ${B}
          WHERE s.type = 'SUPPLIER'
          ON CONFLICT DO NOTHING`,
    ],
    [
      `${T} transactions`,
      `CREATE UNLOGGED TABLE world_tx AS
          SELECT t, 1 + (t::bigint * 7919) % ${S} AS sup_n, 1 + t % 5 AS k,
                 CASE WHEN t % 100 < 30 THEN 'LIQUIDATED' WHEN t % 100 < 60 THEN 'PAID'
                      WHEN t % 100 < 80 THEN 'COMPLETED' WHEN t % 100 < 84 THEN 'CREDIT_REVIEW'
                      WHEN t % 100 < 86 THEN 'SENIOR_REVIEW' WHEN t % 100 < 88 THEN 'WAITING_APPROVAL'
                      WHEN t % 100 < 89 THEN 'HOLDING' WHEN t % 100 < 90 THEN 'ADJUSTING'
                      WHEN t % 100 < 91 THEN 'WAITING_FUNDER_CONFIRM'
                      WHEN t % 100 < 96 THEN 'REJECTED' ELSE 'DELETED' END AS status,
                 DATE '2024-01-01' + (t::bigint * 1095 / ${T})::int AS tx_date
          FROM generate_series(1, ${T}) AS t;
          ALTER TABLE world_tx ADD COLUMN buy_n int;
          UPDATE world_tx SET buy_n = 1 + (sup_n * 37 + (t % 3) * 611) % ${B}`,
    ],
    [
      'transaction rows',
      `INSERT INTO transactions (trans_code, ent_id, buy_id, transaction_date, limit_kind, status,
                                    buyer_status, submitted_at, completed_at, created_at, updated_at)
          SELECT '${WORLD_TRANSACTION_PREFIX}' || lpad(w.t::text, 7, '0'), s.id, b.id, w.tx_date, 'EARLY_PAYMENT', w.status,
                 0, w.tx_date + interval '9 hours',
                 CASE WHEN w.status IN ('COMPLETED', 'PAID', 'LIQUIDATED') THEN w.tx_date + interval '2 days' END,
                 w.tx_date + interval '8 hours',
                 w.tx_date + interval '8 hours' + CASE WHEN w.status = 'LIQUIDATED' THEN interval '120 days'
                   WHEN w.status = 'PAID' THEN interval '90 days' ELSE interval '2 days' END
          FROM world_tx w
          JOIN world_companies s ON s.type = 'SUPPLIER' AND s.n = w.sup_n
          JOIN world_companies b ON b.type = 'BUYER' AND b.n = w.buy_n`,
    ],
    [
      'transaction numbering',
      `CREATE UNLOGGED TABLE world_tx_ids AS
          SELECT id, ent_id, buy_id, status, transaction_date, substr(trans_code, 4)::int AS t
          FROM transactions WHERE trans_code LIKE '${WORLD_TRANSACTION_PREFIX}%';
          CREATE UNIQUE INDEX ON world_tx_ids (t)`,
    ],
    [
      'receivables in transactions',
      `INSERT INTO receivables (ent_id, buy_id, inv_no, inv_date, invoice_amount, ar_amount, maturity_date,
                                   buyer_first_payment, due_payment, due_payment_date, source, status,
                                   advanced_amount, created_at, updated_at)
          SELECT x.ent_id, x.buy_id, 'WT' || lpad(x.t::text, 7, '0') || '-' || j,
                 x.transaction_date - 20, a.ar + 1000000, a.ar, x.transaction_date + 70 + 7 * j,
                 0, a.ar, x.transaction_date + 70 + 7 * j, CASE WHEN j % 2 = 0 THEN 'IMPORT' ELSE 'ENTRY' END,
                 CASE x.status WHEN 'LIQUIDATED' THEN 'SETTLED' WHEN 'PAID' THEN 'SETTLEMENT'
                   WHEN 'COMPLETED' THEN CASE WHEN x.t % 50 = 0 THEN 'OVERDUE' ELSE 'FIRST_PAID' END
                   WHEN 'REJECTED' THEN 'AVAILABLE' WHEN 'DELETED' THEN 'AVAILABLE' ELSE 'REVIEW' END,
                 CASE WHEN x.status IN ('COMPLETED', 'PAID', 'LIQUIDATED') THEN a.ar * 8 / 10 ELSE 0 END,
                 x.transaction_date - 19 + interval '10 hours', x.transaction_date + interval '2 days'
          FROM world_tx_ids x
          JOIN world_tx w ON w.t = x.t
          CROSS JOIN LATERAL generate_series(1, w.k) AS j
          CROSS JOIN LATERAL (SELECT 20000000 + ((x.t::bigint * 31 + j * 7919) % 500) * 1000000 AS ar) AS a`,
    ],
    [
      'priced receivables of each transaction',
      `INSERT INTO transaction_receivables (ent_id, buy_id, trans_id, ar_id, payment_ratio, requested_date,
                                               discount_rate, platform_rate, days, counted_to, ar_amount,
                                               advance, discount, platform_fee, sale_price, residual, created_at)
          SELECT x.ent_id, x.buy_id, x.id, r.id, 80, x.transaction_date, 12, 0.5, p.days, r.maturity_date,
                 r.ar_amount, p.advance, p.discount, p.fee, p.advance - p.discount - p.fee,
                 r.ar_amount - p.advance, r.created_at
          FROM receivables r
          JOIN world_tx_ids x ON x.t = substr(r.inv_no, 3, 7)::int
          CROSS JOIN LATERAL (SELECT r.maturity_date - x.transaction_date AS days, r.ar_amount * 8 / 10 AS advance) AS d
          CROSS JOIN LATERAL (SELECT d.days, d.advance, d.advance * 12 * d.days / 36500 AS discount,
                                     d.advance * d.days / 73000 AS fee) AS p
          WHERE r.inv_no LIKE 'WT%'`,
    ],
    [
      'transaction totals',
      `UPDATE transactions t SET total_ar_amount = s.ar, total_advance = s.advance, total_discount = s.discount,
                 total_platform_fee = s.fee, total_sale_price = s.sale, total_residual = s.residual,
                 limit_drawn = CASE WHEN t.status IN ('REJECTED', 'DELETED', 'LIQUIDATED') THEN 0 ELSE s.advance END
          FROM (SELECT trans_id, sum(ar_amount) AS ar, sum(advance) AS advance, sum(discount) AS discount,
                       sum(platform_fee) AS fee, sum(sale_price) AS sale, sum(residual) AS residual
                FROM transaction_receivables GROUP BY trans_id) s
          WHERE s.trans_id = t.id AND t.trans_code LIKE '${WORLD_TRANSACTION_PREFIX}%'`,
    ],
    [
      'receivables outside transactions',
      `INSERT INTO receivables (ent_id, buy_id, inv_no, inv_date, invoice_amount, ar_amount, maturity_date,
                                   buyer_first_payment, due_payment, due_payment_date, source, status,
                                   created_at, updated_at)
          SELECT s.id, b.id, 'WR' || lpad(g::text, 7, '0'), d.inv_date, a.ar + (g % 5) * 1000000, a.ar,
                 d.inv_date + (28 * (1 + g % 4))::int, 0, a.ar, d.inv_date + (28 * (1 + g % 4))::int,
                 CASE WHEN g % 3 = 0 THEN 'IMPORT' ELSE 'ENTRY' END,
                 CASE WHEN g % 20 < 12 THEN 'AVAILABLE' WHEN g % 20 < 16 THEN 'UNCONDITIONAL'
                      WHEN g % 20 < 19 THEN 'MATURITY' ELSE 'DELETED' END,
                 d.inv_date + interval '10 hours', d.inv_date + interval '10 hours' + (g % 30) * interval '1 day'
          FROM generate_series(1, (${R} - (SELECT count(*) FROM receivables WHERE inv_no LIKE 'WT%'))::int) AS g
          CROSS JOIN LATERAL (SELECT 1 + (g::bigint * 104729) % ${S} AS sup_n) AS n
          CROSS JOIN LATERAL (SELECT DATE '2024-01-01' + (g::bigint * 1095 / ${R})::int AS inv_date,
                                     1 + (n.sup_n * 37 + (g % 3) * 611) % ${B} AS buy_n) AS d
          CROSS JOIN LATERAL (SELECT 20000000 + ((g::bigint * 7919) % 500) * 1000000 AS ar) AS a
          JOIN world_companies s ON s.type = 'SUPPLIER' AND s.n = n.sup_n
          JOIN world_companies b ON b.type = 'BUYER' AND b.n = d.buy_n`,
    ],
    [
      'transaction history',
      `INSERT INTO status_history (entity, entity_id, from_status, to_status, action, created_at)
          SELECT 'transaction', x.id::text, h.from_status, h.to_status, h.action,
                 x.transaction_date + h.after
          FROM world_tx_ids x
          CROSS JOIN LATERAL (VALUES
            ('CONTRACTS_CONFIRMED', 'CREDIT_REVIEW', 'sign', interval '9 hours'),
            ('CREDIT_REVIEW', 'SENIOR_REVIEW', 'approve', interval '1 day'),
            ('SENIOR_REVIEW', x.status, 'decide', interval '2 days')) AS h(from_status, to_status, action, after)`,
    ],
    [
      'documents and their files',
      `INSERT INTO stored_files (key, ent_id, purpose, original_name, content_type, size, sha256, created_at)
          SELECT 'world/' || x.t || '/' || d.grp, x.ent_id, 'document', d.grp || '-' || x.t || '.pdf',
                 'application/pdf', 180000 + x.t % 50000, md5(x.t || d.grp) || md5(d.grp || x.t),
                 x.transaction_date + interval '8 hours'
          FROM world_tx_ids x CROSS JOIN (VALUES ('CONTRACT'), ('INVOICE')) AS d(grp);
          INSERT INTO transaction_documents (ent_id, buy_id, trans_id, file_id, doc_group, doc_name, signed_date,
                                             confirmed, created_at)
          SELECT x.ent_id, x.buy_id, x.id, f.id, d.grp, d.grp || ' ' || x.t, x.transaction_date - 1, true,
                 x.transaction_date + interval '8 hours'
          FROM world_tx_ids x CROSS JOIN (VALUES ('CONTRACT'), ('INVOICE')) AS d(grp)
          JOIN stored_files f ON f.key = 'world/' || x.t || '/' || d.grp`,
    ],
    ['journal', journalSql()],
    ['replica mode off', `SET session_replication_role = DEFAULT`],
    ['numbering tables', `DROP TABLE world_companies, world_tx, world_tx_ids`],
  ];
  for (const [label, statement] of steps) {
    const started = Date.now();
    try {
      await db.execute(sql.raw(statement));
    } catch (err) {
      // Drizzle's message is the whole statement; PostgreSQL's reason is in the cause.
      throw new Error(`world: ${label} failed: ${(err as { cause?: Error }).cause?.message ?? err}`);
    }
    log(`world: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

/**
 * The funded receivables' entries, as the payments module posts them (packages/domain journal.ts):
 * disbursement (dr buyer_receivable = advance + residual; cr cash = sale price, discount income,
 * platform fee income, residual payable), then for paid and liquidated ones the buyer's collection
 * (dr cash, cr buyer_receivable: the AR amount), and for liquidated ones the residual paid out.
 * Each entry's lines balance by construction; a zero amount gets no line (journal_lines_one_side).
 */
function journalSql() {
  return `
    CREATE UNLOGGED TABLE world_entries AS
      SELECT e.kind, e.day, tr.ar_id, tr.ent_id, tr.buy_id, tr.advance, tr.discount, tr.platform_fee,
             tr.sale_price, tr.residual, tr.ar_amount
      FROM transaction_receivables tr
      JOIN world_tx_ids x ON x.id = tr.trans_id
      CROSS JOIN LATERAL (VALUES ('disbursement', x.transaction_date + 2, true),
                                 ('buyer_collection', x.transaction_date + 90, x.status IN ('PAID', 'LIQUIDATED')),
                                 ('residual_payment', x.transaction_date + 95, x.status = 'LIQUIDATED'))
        AS e(kind, day, happened)
      WHERE x.status IN ('COMPLETED', 'PAID', 'LIQUIDATED') AND e.happened;
    ALTER TABLE world_entries ADD COLUMN entry_id int;
    UPDATE world_entries SET entry_id = nextval(pg_get_serial_sequence('journal_entries', 'id'));
    INSERT INTO journal_entries (id, kind, business_date, receivable_id, sup_id, buy_id, created_at)
      SELECT entry_id, kind, day, ar_id, ent_id, buy_id, day + interval '15 hours' FROM world_entries;
    INSERT INTO journal_lines (sup_id, buy_id, entry_id, account, debit, credit)
      SELECT w.ent_id, w.buy_id, w.entry_id, l.account, l.debit, l.credit
      FROM world_entries w
      CROSS JOIN LATERAL (VALUES
        ('disbursement', 'buyer_receivable', w.advance + w.residual, 0::bigint),
        ('disbursement', 'cash', 0, w.sale_price),
        ('disbursement', 'discount_income', 0, w.discount),
        ('disbursement', 'platform_fee_income', 0, w.platform_fee),
        ('disbursement', 'supplier_residual_payable', 0, w.residual),
        ('buyer_collection', 'cash', w.ar_amount, 0),
        ('buyer_collection', 'buyer_receivable', 0, w.ar_amount),
        ('residual_payment', 'supplier_residual_payable', w.residual, 0),
        ('residual_payment', 'cash', 0, w.residual)) AS l(kind, account, debit, credit)
      WHERE l.kind = w.kind AND (l.debit > 0 OR l.credit > 0);
    DROP TABLE world_entries`;
}

/** The tables the world fills, analysed once it is written (as generate-samples.ts explains). */
export const WORLD_TABLES = [
  'enterprises',
  'suppliers',
  'buyer_suppliers',
  'transactions',
  'receivables',
  'transaction_receivables',
  'status_history',
  'stored_files',
  'transaction_documents',
  'journal_entries',
  'journal_lines',
] as const;
