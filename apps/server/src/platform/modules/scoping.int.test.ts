import { ENTERPRISE_CODES, type EnterpriseCode } from '@arflow/domain/enterprises';
import { allows } from '@arflow/domain/permissions';
import { FUNDER_ROLES, OTHER_ROLES, type Role } from '@arflow/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enterprises } from '../../modules/enterprises/enterprises.tables.ts';
import { MODULES } from '../../modules/index.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { RegisteredRoute } from '../http/access.ts';

/**
 * The scoping matrix, generated from the route list: every module route × one user of each
 * enterprise type and role × a record of the user's own company and one of another company of
 * the same type. Anonymous calls get 401 unless the route is public; a role the route's access
 * excludes gets 403; a company user reaching for another company's record gets 404, never data.
 * A new module's routes are covered without editing this file: a route with path parameters
 * needs the module's `scoping` fixture (or an `unscoped` entry saying why).
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

async function call(route: RegisteredRoute, url: string, authorization?: string) {
  const key = `${route.method} ${route.url}`;
  const fixture = MODULES.find((m) => m.name === t.app.routeModules.get(key))?.scoping;
  const payload = route.method === 'GET' ? undefined : (fixture?.body?.(key) ?? {});
  return t.app.inject({
    method: route.method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: authorization ? { authorization } : {},
  });
}

// Every module route × 52 personas: the calls add up to minutes on a shared 2-core machine.
describe('scoping matrix', () => {
  it('covers every module route, and each route that names a record can be exercised', () => {
    const routes = moduleRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(new Set(routes.map((r) => r.module))).toEqual(new Set(MODULES.map((m) => m.name)));
    // Routes only funder staff may call need no fixture: the funder keeps every company's records.
    const companyReachable = (r: RegisteredRoute) =>
      personas.some((p) => p.enterprise_code !== 'FUNDER' && allows(r.access!, p));
    for (const r of routes.filter((r) => paramNames(r.url).length > 0 && companyReachable(r))) {
      const module = MODULES.find((m) => m.name === r.module)!;
      const known = module.scoping !== undefined || module.unscoped?.[`${r.method} ${r.url}`] !== undefined;
      expect(known, `${r.method} ${r.url}: give module '${r.module}' a scoping fixture`).toBe(true);
    }
  });

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
      if (!module.scoping) continue;
      for (const p of personas.filter((p) => allows(r.access!, p))) {
        const where = `${p.label} ${r.method} ${r.url}`;
        const others = await module.scoping.record(t.db, p.other_enterprise_id, t.app.deps);
        const foreign = await call(r, fill(r.url, others), bearerOf(p));
        // Funder staff work for the platform and keep every company's records.
        if (p.enterprise_code === 'FUNDER') expect(foreign.statusCode, where).toBeLessThan(400);
        else {
          expect(foreign.statusCode, where).toBe(404);
          expect(foreign.json().code, where).toBe('NOT_FOUND');
        }
        const mine = await module.scoping.record(t.db, p.enterprise_id, t.app.deps);
        const own = await call(r, fill(r.url, mine), bearerOf(p));
        expect(own.statusCode, where).toBeLessThan(400);
        exercised += 1;
      }
    }
    expect(exercised).toBeGreaterThan(0);
    // Every route with a record × every persona it admits, two records each: the matrix grows
    // with each module, so it gets more than the default 30 s on a shared machine.
  }, 300_000);
});
