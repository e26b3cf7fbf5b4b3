import { API_ACCESS } from '@arflow/domain/permissions';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { transactions } from '../../modules/transactions/transactions.tables.ts';
import { asCompanies } from './request-scope.ts';
import { APP_ROLE, ROW_SECURITY } from './row-security.ts';

/**
 * Row security (docs/decisions/0072-row-level-security.md) on the seeded demo world: every table
 * classified, every company-owned table showing a company exactly its rows, and the request's
 * scope reaching a query that forgot its WHERE.
 */
let t: TestApp;
/** A connection as the application role with no scope set, as a forgotten scope would leave it. */
let bare: pg.Client;

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // A use-case that forgot ownedBy: every transaction id, no WHERE. A body is read first, so
      // the scope must survive the body parser.
      app.post(
        '/api/test/unscoped-transactions',
        {
          config: { access: API_ACCESS.self },
          schema: { body: z.object({ note: z.string() }).strict() },
        },
        async () => ({
          rows: await app.deps.db
            .select({ ent_id: transactions.ent_id, buy_id: transactions.buy_id })
            .from(transactions),
        }),
      );
    },
  });
  bare = new pg.Client({
    connectionString: (t.app.deps.pool as pg.Pool & { options: { connectionString: string } }).options
      .connectionString,
  });
  await bare.connect();
  await bare.query(`SET ROLE ${APP_ROLE}`);
});
afterAll(async () => {
  await bare?.end();
  await t?.close();
});

const OWNED = Object.entries(ROW_SECURITY).flatMap(([table, rs]) =>
  rs.kind === 'owned' ? [{ table, ...rs }] : [],
);

/** A policy's expression as PostgreSQL prints it back. */
function seenBy(owners: readonly string[]): string {
  const each = owners.map((o) => `(${o} = ANY (( SELECT arflow_scope() AS arflow_scope)::integer[]))`);
  return each.length === 1 ? (each[0] ?? '') : `(${each.join(' OR ')})`;
}

async function count(query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.app.deps.pool.query<{ n: number }>(query, params);
  return Number(rows[0]?.n);
}

describe('every table of schema public is classified', () => {
  it('has an entry, and row security, a policy and owner triggers as the entry says', async () => {
    const { rows } = await t.app.deps.pool.query<{
      name: string;
      rls: boolean;
      forced: boolean;
      policies: string[] | null;
      triggers: string[] | null;
    }>(`
      SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT array_agg(pg_get_expr(p.polqual, p.polrelid)) FROM pg_policy p WHERE p.polrelid = c.oid) AS policies,
             (SELECT array_agg(g.tgname::text) FROM pg_trigger g WHERE g.tgrelid = c.oid AND NOT g.tgisinternal) AS triggers
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r) => !ROW_SECURITY[r.name]).map((r) => r.name)).toEqual([]);
    expect(Object.keys(ROW_SECURITY).filter((name) => !rows.some((r) => r.name === name))).toEqual([]);
    for (const r of rows) {
      const rs = ROW_SECURITY[r.name];
      if (!rs) continue;
      const shape = { table: r.name, rls: r.rls, forced: r.forced, policies: r.policies ?? [] };
      if (rs.kind === 'shared') {
        expect(rs.reason.length, r.name).toBeGreaterThan(10);
        expect(shape).toEqual({ table: r.name, rls: false, forced: false, policies: [] });
        continue;
      }
      const seen = rs.kind === 'owned' ? seenBy(rs.owners) : 'false';
      const policies = rs.kind === 'owned' && (rs.alsoSeen || rs.attachedBy) ? 2 : 1;
      expect(shape).toEqual({
        table: r.name,
        rls: true,
        forced: false,
        policies: expect.arrayContaining([seen]),
      });
      expect(shape.policies.length, r.name).toBe(policies);
      if (rs.kind === 'owned' && rs.from) expect(r.triggers ?? [], r.name).toContain('owner_columns');
    }
  });
});

describe('a company sees exactly the rows its id owns', () => {
  let companies: number[];
  beforeAll(async () => {
    const { rows } = await t.app.deps.pool.query<{ id: number }>(
      `SELECT id FROM enterprises WHERE type <> 'FUNDER' ORDER BY id`,
    );
    companies = rows.map((r) => r.id);
    // Two companies of each kind at least, so a policy keyed on the wrong column shows.
    expect(companies.length).toBeGreaterThanOrEqual(6);
  });

  it.each(OWNED)('$table', async ({ table, owners, from, alsoSeen, attachedBy }) => {
    // What a company sees: its rows, those every company may see (alsoSeen), and those a record
    // it sees attaches (attachedBy: that record's own owners, computed here without the policies).
    const ownedBy = (t: string, id: number) => {
      const rs = ROW_SECURITY[t];
      if (rs?.kind !== 'owned') throw new Error(`${t} is not an owned table`);
      return [...rs.owners.map((o) => `r."${o}" = ${id}`), ...(rs.alsoSeen ? [`(${rs.alsoSeen.when})`] : [])];
    };
    const owned = (id: number) =>
      [
        ...owners.map((o) => `"${o}" = ${id}`),
        ...(alsoSeen ? [`(${alsoSeen.when})`] : []),
        ...(attachedBy ?? []).map(
          ([t, c]) =>
            `EXISTS (SELECT FROM "${t}" AS r WHERE r."${c}" = "${table}".id AND (${ownedBy(t, id).join(' OR ')}))`,
        ),
      ].join(' OR ');

    for (const id of companies) {
      const expected = await count(`SELECT count(*) AS n FROM "${table}" WHERE ${owned(id)}`);
      const seen = await asCompanies([id], () => count(`SELECT count(*) AS n FROM "${table}"`));
      expect({ company: id, seen }).toEqual({ company: id, seen: expected });
    }
    // Two companies' scope sees what either owns.
    const [a = 0, b = 0] = companies;
    const either = await count(`SELECT count(*) AS n FROM "${table}" WHERE ${owned(a)} OR ${owned(b)}`);
    expect(await asCompanies([a, b], () => count(`SELECT count(*) AS n FROM "${table}"`))).toBe(either);
    // No scope set (a connection that skipped the pool) and an empty scope see nothing.
    expect(Number((await bare.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)).toBe(0);
    expect(await asCompanies([], () => count(`SELECT count(*) AS n FROM "${table}"`))).toBe(0);
    if (!from) return;
    // The seed inserted the children after the migration: their owner columns came from the
    // trigger, and agree with the parent's.
    const copies = Object.entries(from.copies);
    const astray = await count(
      `SELECT count(*) AS n FROM "${table}" c JOIN "${from.parent}" p ON p.id = c."${from.key}"
        WHERE ${copies.map(([c, p]) => `c."${c}" IS DISTINCT FROM p."${p}"`).join(' OR ')}`,
    );
    expect(astray).toBe(0);
  });

  it('the seed fills the trade tables, so the counts above are not vacuous', async () => {
    for (const table of [
      'transactions',
      'transaction_receivables',
      'receivables',
      'journal_lines',
      'stored_files',
    ]) {
      expect(await count(`SELECT count(*) AS n FROM "${table}"`), table).toBeGreaterThan(0);
    }
  });

  it('funder-only tables show a company nothing', async () => {
    for (const [table, rs] of Object.entries(ROW_SECURITY)) {
      if (rs.kind !== 'funder') continue;
      expect(await asCompanies(companies, () => count(`SELECT count(*) AS n FROM "${table}"`)), table).toBe(
        0,
      );
    }
  });

  it('a company cannot write a row another company owns', async () => {
    const [row] = (
      await t.app.deps.pool.query<{ id: number; ent_id: number; buy_id: number }>(
        'SELECT id, ent_id, buy_id FROM transactions ORDER BY id LIMIT 1',
      )
    ).rows;
    if (!row) throw new Error('no transaction in the seed');
    const other = companies.find((id) => id !== row.ent_id && id !== row.buy_id) ?? 0;
    const updated = await asCompanies([other], () =>
      t.db.execute(sql`UPDATE transactions SET updated_at = updated_at WHERE id = ${row.id}`),
    );
    expect(updated.rowCount).toBe(0);
    // Nor hand its own row to another company.
    await expect(
      asCompanies([row.ent_id], () =>
        t.db.execute(sql`UPDATE transactions SET ent_id = ${other}, buy_id = ${other} WHERE id = ${row.id}`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });
});

describe('through HTTP, a query without its WHERE still shows only the company’s rows', () => {
  async function unscoped(username: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/unscoped-transactions',
      headers: await t.auth(username),
      payload: { note: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ rows: { ent_id: number; buy_id: number }[] }>().rows;
  }

  it('a supplier and a buyer each see their own trades, funder staff all', async () => {
    const all = await unscoped('master');
    expect(all.length).toBe(await count('SELECT count(*) AS n FROM transactions'));
    const supplier = await unscoped('supplier1');
    const buyer = await unscoped('buyer2');
    const partner = await unscoped('partner1');
    const idOf = async (username: string) =>
      (
        await t.app.deps.pool.query<{ id: number }>(
          'SELECT enterprise_id AS id FROM users WHERE username = $1',
          [username],
        )
      ).rows[0]?.id;
    const [s, b] = [await idOf('supplier1'), await idOf('buyer2')];
    expect(supplier.length).toBeGreaterThan(0);
    expect(supplier.every((r) => r.ent_id === s || r.buy_id === s)).toBe(true);
    expect(buyer.length).toBeGreaterThan(0);
    expect(buyer.every((r) => r.ent_id === b || r.buy_id === b)).toBe(true);
    expect(partner).toEqual([]);
  });
});
