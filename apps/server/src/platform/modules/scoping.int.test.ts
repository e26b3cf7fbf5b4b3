import { ENTERPRISE_CODES, type EnterpriseCode } from '@arflow/domain/enterprises';
import { allows } from '@arflow/domain/permissions';
import { FUNDER_ROLES, OTHER_ROLES, type Role } from '@arflow/domain/roles';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type IdField, idFields, withId } from '../../../test/id-fields.ts';
import { enterprises } from '../../modules/enterprises/enterprises.tables.ts';
import { MODULES } from '../../modules/index.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { RegisteredRoute } from '../http/access.ts';
import type { ServerModule } from './module.ts';

/**
 * The scoping matrix, generated from the route list: every module route × one user of each
 * enterprise type and role × a record of the user's own company and one of another company of
 * the same type. Anonymous calls get 401 unless the route is public; a role the route's access
 * excludes gets 403; a company user reaching for another company's record gets 404, never data.
 * Ids in query strings and bodies are found from the route's zod schemas and tried the same
 * way, one field at a time. A new module's routes are covered without editing this file: a
 * route with path parameters, or with an id in its query or body, needs the module's `scoping`
 * fixture to answer it (or an `unscoped` entry saying why).
 */

interface Persona {
  label: string;
  role_id: Role;
  enterprise_code: EnterpriseCode;
  enterprise_id: number;
  other_enterprise_id: number;
  user: { id: number; token_version: number };
}

/** A fresh token per call: the matrix also calls sign-out, which ends the token it is given. */
const bearerOf = (p: Persona) => `Bearer ${t.app.deps.tokens.issue(p.user).token}`;

let t: TestApp;
const personas: Persona[] = [];
let seq = 0;

async function company(type: EnterpriseCode): Promise<number> {
  seq += 1;
  const [row] = await t.db
    .insert(enterprises)
    .values({ code: `MX${type}${seq}`, name: `Matrix ${type} ${seq}`, type })
    .returning({ id: enterprises.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const type of ENTERPRISE_CODES) {
    const own = await company(type);
    const other = await company(type);
    for (const role_id of type === 'FUNDER' ? FUNDER_ROLES : OTHER_ROLES) {
      const username = `mx_${type}_${role_id}`.toLowerCase();
      const [user] = await t.db
        .insert(users)
        .values({
          username,
          email: `${username}@matrix.test`,
          passwordHash: 'not-used: tokens are issued directly',
          fullName: username,
          roleId: role_id,
          enterpriseId: own,
        })
        .returning({ id: users.id, tokenVersion: users.tokenVersion });
      personas.push({
        label: `${type}/${role_id}`,
        role_id,
        enterprise_code: type,
        enterprise_id: own,
        other_enterprise_id: other,
        user: { id: user!.id, token_version: user!.tokenVersion },
      });
    }
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function moduleRoutes(): (RegisteredRoute & { module: string })[] {
  return t.app.registeredRoutes
    .filter((r) => r.method !== 'HEAD' && t.app.routeModules.has(`${r.method} ${r.url}`))
    .map((r) => ({ ...r, module: t.app.routeModules.get(`${r.method} ${r.url}`)! }));
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`);

async function call(
  route: RegisteredRoute,
  url: string,
  authorization?: string,
  over?: { query?: Record<string, string>; body?: (body: unknown) => unknown; ids?: Record<string, string> },
) {
  const key = `${route.method} ${route.url}`;
  const fixture = MODULES.find((m) => m.name === t.app.routeModules.get(key))?.scoping;
  let payload: unknown = route.method === 'GET' ? undefined : (fixture?.body?.(key, over?.ids ?? {}) ?? {});
  if (over?.body && payload !== undefined) payload = over.body(payload);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    ...(over?.query ? { query: over.query } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: authorization ? { authorization } : {},
  });
}

const moduleOf = (r: { module: string }) => MODULES.find((m) => m.name === r.module)!;

/** The ids a route takes in its query string and body, as its zod schemas declare them. */
const routeIdFields = (r: RegisteredRoute): IdField[] => {
  const schema = (r.schema ?? {}) as { querystring?: never; body?: never };
  return [...idFields(schema.querystring, 'query'), ...idFields(schema.body, 'body')];
};

/** Whether the module lists the route, or this one of its query/body ids, as not exercisable. */
const unscopedField = (module: ServerModule, r: RegisteredRoute, f?: IdField) =>
  module.unscoped?.[`${r.method} ${r.url}`] !== undefined ||
  (f !== undefined && module.unscoped?.[`${r.method} ${r.url} ${f.name}`] !== undefined);

const companyReachable = (r: RegisteredRoute) =>
  personas.some((p) => p.enterprise_code !== 'FUNDER' && allows(r.access!, p));

/**
 * Records for the query/body ids, made once per module and company (another company's) or per
 * module and persona (the user's own, which the calls may change): one per call would add
 * minutes to a matrix that already takes more than one.
 */
const records = new Map<string, Promise<Record<string, string>>>();
function recordOf(module: ServerModule, ownerId: number, key: string) {
  const k = `${module.name}|${key}`;
  if (!records.has(k)) records.set(k, module.scoping!.record(t.db, ownerId, t.app.deps));
  return records.get(k)!;
}

/**
 * The id a record answers for a route's field: `METHOD /path field` when the field names
 * another of the module's records on that route, else the field's name.
 */
const idOf = (ids: Record<string, string>, r: RegisteredRoute, f: IdField) =>
  ids[`${r.method} ${r.url} ${f.name}`] ?? ids[f.name];

/** A record id no company owns: what another company's must be indistinguishable from. */
const NOWHERE = '2147483000';

/** The query and body of a call with `ids` in the route's id fields (a field without one is left out). */
function fillIds(fields: IdField[], ids: (f: IdField) => string | undefined) {
  const query: Record<string, string> = {};
  const bodyFields: [IdField, unknown][] = [];
  for (const f of fields) {
    const id = ids(f);
    if (id === undefined) continue;
    const value = f.kind === 'number' ? Number(id) : id;
    if (f.in === 'query') query[f.path.join('.')] = id;
    else bodyFields.push([f, f.list ? [value] : value]);
  }
  return {
    query,
    body: (body: unknown) => bodyFields.reduce((b, [f, v]) => withId(b, f.path, v), body),
  };
}

// Every module route × 52 personas: the calls add up to minutes on a shared 2-core machine.
/**
 * An answer as the matrix compares it: status and body, or for a list's Excel export its rows
 * (two workbooks of the same rows differ in their zip's timestamps, never in their cells).
 */
async function answerOf(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml'))
    return `${res.statusCode} ${res.body}`;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return `${res.statusCode} xlsx ${JSON.stringify(book.worksheets[0]?.getSheetValues() ?? [])}`;
}

describe('scoping matrix', () => {
  it('covers every module route, and each route that names a record can be exercised', () => {
    const routes = moduleRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(new Set(routes.map((r) => r.module))).toEqual(new Set(MODULES.map((m) => m.name)));
    // Routes only funder staff may call need no fixture: the funder keeps every company's records.
    for (const r of routes.filter((r) => paramNames(r.url).length > 0 && companyReachable(r))) {
      const module = moduleOf(r);
      const known = module.scoping !== undefined || unscopedField(module, r);
      expect(known, `${r.method} ${r.url}: give module '${r.module}' a scoping fixture`).toBe(true);
    }
  });

  it('can exercise every query and body id of each route a company user may call', async () => {
    let fields = 0;
    for (const r of moduleRoutes().filter(companyReachable)) {
      const module = moduleOf(r);
      for (const f of routeIdFields(r)) {
        fields += 1;
        if (unscopedField(module, r, f)) continue;
        const p = personas.find((p) => p.enterprise_code !== 'FUNDER' && allows(r.access!, p))!;
        const ids = module.scoping
          ? await recordOf(module, p.other_enterprise_id, `${p.other_enterprise_id}`)
          : {};
        expect
          .soft(
            idOf(ids, r, f),
            `${r.method} ${r.url} ${f.in} ${f.path.join('.')}: let module '${r.module}'s scoping fixture ` +
              `answer '${f.name}', or list '${r.method} ${r.url} ${f.name}' in its unscoped with the reason`,
          )
          .toBeDefined();
      }
    }
    // The schemas are found: a walker that found nothing would pass every route.
    expect(fields).toBeGreaterThan(40);
  }, 120_000);

  it('answers 401 to anonymous calls of every route that is not public', async () => {
    for (const r of moduleRoutes().filter((r) => r.access !== 'public')) {
      const res = await call(r, fill(r.url, {}));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to every role the route’s access excludes, and lets the others in', async () => {
    for (const r of moduleRoutes()) {
      for (const p of personas) {
        const allowed = allows(r.access!, p);
        const res = await call(r, fill(r.url, {}), bearerOf(p));
        if (!allowed) expect(res.statusCode, `${p.label} ${r.method} ${r.url}`).toBe(403);
        else expect(res.statusCode, `${p.label} ${r.method} ${r.url}`).not.toBe(403);
      }
    }
  }, 300_000);

  it('answers 404 for another company’s record and serves the user’s own', async () => {
    let exercised = 0;
    for (const r of moduleRoutes().filter((r) => paramNames(r.url).length > 0)) {
      const module = MODULES.find((m) => m.name === r.module)!;
      if (!module.scoping || unscopedField(module, r)) continue;
      for (const p of personas.filter((p) => allows(r.access!, p))) {
        const where = `${p.label} ${r.method} ${r.url}`;
        const others = await module.scoping.record(t.db, p.other_enterprise_id, t.app.deps);
        const foreign = await call(r, fill(r.url, others), bearerOf(p), { ids: others });
        // Funder staff work for the platform and keep every company's records.
        if (p.enterprise_code === 'FUNDER') expect(foreign.statusCode, where).toBeLessThan(400);
        else {
          expect(foreign.statusCode, where).toBe(404);
          expect(foreign.json().code, where).toBe('NOT_FOUND');
        }
        const mine = await module.scoping.record(t.db, p.enterprise_id, t.app.deps);
        const own = await call(r, fill(r.url, mine), bearerOf(p), { ids: mine });
        expect(own.statusCode, where).toBeLessThan(400);
        exercised += 1;
      }
    }
    expect(exercised).toBeGreaterThan(0);
    // Every route with a record × every persona it admits, two records each: the matrix grows
    // with each module, so it gets more than the default 30 s on a shared machine (and a test
    // that times out keeps running, making records under the next one).
  }, 600_000);

  it('treats another company’s id in a query or body as no record at all, and serves the user’s own', async () => {
    let exercised = 0;
    for (const r of moduleRoutes().filter(companyReachable)) {
      const module = moduleOf(r);
      // Every id the route takes is filled (the user's own); those not listed unscoped are tried.
      const declared = routeIdFields(r);
      if (!module.scoping || declared.every((f) => unscopedField(module, r, f))) continue;
      // Funder staff keep every company's records: only company users are tried.
      for (const p of personas.filter((p) => p.enterprise_code !== 'FUNDER' && allows(r.access!, p))) {
        const others = await recordOf(module, p.other_enterprise_id, `${p.other_enterprise_id}`);
        let mine = await recordOf(module, p.enterprise_id, p.label);
        const ownCall = () =>
          call(r, fill(r.url, mine), bearerOf(p), {
            ...fillIds(declared, (g) => idOf(mine, r, g)),
            ids: mine,
          });
        let own = await ownCall();
        if (own.statusCode === 404) {
          // An earlier route may have used the shared record up (deleted it, moved it on).
          mine = await module.scoping.record(t.db, p.enterprise_id, t.app.deps);
          own = await ownCall();
        }
        const whereOwn = `${p.label} ${r.method} ${r.url} (own ids): ${own.body}`;
        expect.soft(own.statusCode, whereOwn).not.toBe(404);
        expect.soft(own.statusCode, whereOwn).toBeLessThan(500);
        // A field the fixture does not answer fails the coverage test above.
        const fields = declared.filter((f) => idOf(mine, r, f) !== undefined);
        const tried = fields.filter((f) => idOf(others, r, f) !== undefined && !unscopedField(module, r, f));
        for (const f of tried) {
          // One field another company's (or nobody's), the others the user's own where the call
          // needs them: each id is checked on its own, not behind a mismatch between two.
          const given = (id: string | undefined) =>
            fillIds(fields, (g) => (g === f ? id : g.required ? idOf(mine, r, g) : undefined));
          const url = fill(r.url, mine);
          const foreign = await call(r, url, bearerOf(p), { ...given(idOf(others, r, f)), ids: mine });
          const nowhere = await call(r, url, bearerOf(p), { ...given(NOWHERE), ids: mine });
          const where = `${p.label} ${r.method} ${r.url} ${f.in} ${f.path.join('.')}`;
          // Nothing tells another company's record from one that does not exist: the route's
          // not-found answer (404, or the form field's own error), or a filter's empty result.
          expect.soft(await answerOf(foreign), where).toBe(await answerOf(nowhere));
          if (!f.filter) {
            expect.soft(foreign.statusCode, `${where}: ${foreign.body}`).toBeGreaterThanOrEqual(400);
            // The user's own id gets further than nobody's: the matrix did reach the check.
            expect
              .soft(await answerOf(own), `${where}: own id answered as nobody's: ${own.body}`)
              .not.toBe(await answerOf(nowhere));
          }
        }
        exercised += 1;
      }
    }
    expect(exercised).toBeGreaterThan(0);
  }, 600_000);
});
