import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { APP_ROLE } from '../db/row-security.ts';
import type { RegisteredRoute } from './access.ts';

/**
 * The standard "bad input gets a clear error and changes nothing", checked on EVERY route the
 * app registers (new modules are covered without touching this file): random bodies, queries,
 * path parameters and content types, anonymous and signed in, must never answer 5xx or leak a
 * stack, must answer the one error shape in the user's language, and a refused request must
 * not write.
 */

/**
 * Cases per run of the suite, spread over every route: the time stays flat as modules add routes
 * (`npm test` must stay under 20 minutes as the product grows tenfold). Each run draws a new seed,
 * so the runs together explore far more than one does; a failure prints its seed to replay.
 * BAD_INPUT_RUNS fixes the cases per route instead (e.g. 200 for a deep local search).
 */
const TOTAL_CASES = Number(process.env.BAD_INPUT_CASES ?? 4000);
function runsPerRoute(routeCount: number): number {
  if (process.env.BAD_INPUT_RUNS) return Number(process.env.BAD_INPUT_RUNS);
  return Math.min(120, Math.max(5, Math.floor(TOTAL_CASES / Math.max(1, routeCount))));
}
const ACTORS = ['anonymous', 'bad-token', 'master', 'supplier1'] as const;
type Actor = (typeof ACTORS)[number];

let t: TestApp;
const headersOf: Record<Actor, Record<string, string>> = {
  anonymous: {},
  'bad-token': { authorization: 'Bearer x.y.z' },
  master: {},
  supplier1: {},
};
/** Field names the OpenAPI document declares per route, so values reach the deeper rules too. */
const knownKeys = new Map<string, { body: string[]; query: string[] }>();

beforeAll(async () => {
  t = await createTestApp();
  headersOf.master = await t.auth('master');
  headersOf.supplier1 = await t.auth('supplier1');
  tables = await appTables();
  await watchWrites();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApi>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      knownKeys.set(`${method.toUpperCase()} ${path}`, { body: Object.keys(body), query });
    }
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        parameters?: { in: string; name: string }[];
      }
    >
  >;
}

// ---- Generators ---------------------------------------------------------------------------

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  '9007199254740993',
  '2147483648',
  '0x',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  'x\uD800',
  '\uDC00y',
  // Ids in other spellings, dates PostgreSQL cannot store, an offset past bigint.
  '1.0',
  '0x1',
  '1e2',
  '+1',
  '01',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '9007199254740991',
  'Nguyễn Văn Á 🇻🇳',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
);
const anyString = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double().map(String),
  fc.bigInt().map(String),
);
const nastyNumbers = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53, 2 ** 64, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** One leaf value of a JSON body: right and wrong types, edge numbers, odd strings. */
const leaf = fc.oneof(
  anyString,
  nastyNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const deepNesting = fc
  .integer({ min: 50, max: 3000 })
  .map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown);

/** The route's own field names, names found on every object's prototype, and random names. */
function fieldName(keys: string[]): fc.Arbitrary<string> {
  const prototypeNames = fc.constantFrom('toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__');
  const random = fc.string({ maxLength: 12 });
  return keys.length > 0
    ? fc.oneof(fc.constantFrom(...keys), prototypeNames, random)
    : fc.oneof(prototypeNames, random);
}

/** Objects that mix the route's own field names with random ones, and every other JSON kind. */
function jsonBody(keys: string[]): fc.Arbitrary<unknown> {
  const key = fieldName(keys);
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(key, leaf, { maxKeys: Math.max(4, keys.length + 2) }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: deepNesting },
  );
}

interface BodyCase {
  contentType?: string;
  payload?: string;
}
function bodyCase(keys: string[]): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: jsonBody(keys).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '' }) },
    {
      weight: 1,
      // Malformed JSON text: random text, or valid JSON cut short.
      arbitrary: fc
        .oneof(
          fc.string(),
          jsonBody(keys).chain((v) => {
            const s = JSON.stringify(v) ?? '';
            return fc.nat({ max: Math.max(0, s.length - 1) }).map((n) => s.slice(0, n));
          }),
          fc.constantFrom(
            '{',
            '{"a":',
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{"x":1}}}',
            'nul',
          ),
        )
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.oneof(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'text/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=xyz',
            'application/json; charset=latin1',
            'application/octet-stream',
          ),
          fc.string({ maxLength: 30 }),
        ),
        payload: fc.oneof(
          fc.string(),
          fc.constantFrom(
            '<a>1</a>',
            'a=1&b=2',
            '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--',
          ),
        ),
      }),
    },
  );
}

/**
 * A path value that is a valid id, left out so a signed-in fuzz run cannot deactivate a real
 * record. Only the one spelling the server accepts: '1.0', '0x1' or '1e2' must be refused, and if
 * one were not, the no-write check would see the deactivation.
 */
function isValidId(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}
/** Percent-encoded; a lone surrogate (not encodable) goes as the invalid UTF-8 it would be. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}
const pathValue = fc.oneof(
  anyString.filter((s) => !isValidId(s)).map(encodeSegment),
  // Raw segments the router itself must survive.
  fc.constantFrom('..', '../..', '%', '%zz', '%E0%A4%A', '%2e%2e%2f', '.', '~', ';', '%20'),
);

function queryString(keys: string[]): fc.Arbitrary<string> {
  const key = fieldName(keys);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(key, anyString), { maxLength: 5 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%zz',
        'a[b]=1',
        'a[]=1&a[]=2',
        '__proto__[x]=1',
        'page_number=1&page_number=2',
        '&&&',
        '=',
        'page_size=1e309',
        'page_number=9007199254740991&page_size=2000',
        'page_number=1e308',
        'keyword=%00',
        'keyword=a%00b',
        'status=%00',
      ),
    },
  );
}

/** The language cookie, also client input: valid, odd, or not even valid percent-encoding. */
const localeCookie = fc.option(
  fc.oneof(
    fc.constantFrom('locale=%', 'locale=%E0%A4%A', 'locale=', 'locale', '=;;=', 'locale=en; locale=%'),
    fc.string({ maxLength: 20 }).map((s) => `locale=${s}`),
  ),
  { freq: 4 },
);

interface Case {
  actor: Actor;
  locale: 'vi' | 'en';
  cookie: string | null;
  url: string;
  body: BodyCase;
}
function caseFor(route: RegisteredRoute): fc.Arbitrary<Case> {
  const keys = knownKeys.get(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`) ?? {
    body: [],
    query: [],
  };
  const params = route.url.match(/:\w+/g) ?? [];
  return fc.record({
    actor: fc.constantFrom(...ACTORS),
    locale: fc.constantFrom('vi' as const, 'en' as const),
    cookie: localeCookie,
    url: fc
      .tuple(
        fc.array(pathValue, { minLength: params.length, maxLength: params.length }),
        fc.option(queryString(keys.query)),
      )
      .map(([values, query]) => {
        let i = 0;
        const path = route.url.replace(/:\w+/g, () => values[i++] as string);
        return query === null ? path : `${path}?${query}`;
      }),
    body: bodyCase(keys.body),
  });
}

// ---- Checks -------------------------------------------------------------------------------

/**
 * Tables a refused request may legitimately change (e.g. a sign-in limiter's counters), as
 * 'schema.table'. Each entry needs a reason.
 */
const MAY_CHANGE_ON_REFUSAL = new Set<string>([
  // The sign-in, username-check and change-password limits count refused requests by design.
  'public.rate_limits',
]);

/**
 * Writes a refused request may make to a table that is otherwise checked, with the reason: a
 * predicate over `tbl` (schema.table), `op` (INSERT, UPDATE, DELETE) and `row` (the row as jsonb).
 */
const MAY_WRITE_ON_REFUSAL = [
  // A refused sign-in is audited by design (who tried which account from where).
  "(tbl = 'public.audit_log' and op = 'INSERT' and row->>'action' = 'auth.login-failed')",
];
/** Schemas that are not the application's data: pg-boss's queues, drizzle's journal, this test's log. */
const NOT_APP_SCHEMAS = ['pg_catalog', 'information_schema', 'pgboss', 'drizzle', 'fuzz'];

/** Every table of the database, read from the catalogue: a new module's tables are covered as they come. */
async function appTables(): Promise<string[]> {
  const { rows } = await t.db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name
    from information_schema.tables
    where table_type = 'BASE TABLE'
      and table_schema not in (${sql.join(
        NOT_APP_SCHEMAS.map((s) => sql`${s}`),
        sql`, `,
      )})
      and table_schema not like 'pg\_%'
    order by 1`);
  return rows.map((r) => r.name).filter((n) => !MAY_CHANGE_ON_REFUSAL.has(n.replaceAll('"', '')));
}
let tables: string[] = [];

/**
 * A row trigger on every application table logs each written row to fuzz.writes, so "a refused
 * request wrote nothing" is one query on a small table. Hashing every table's rows before and
 * after each case cost more with each module's tables and demo rows (171 s at 60 tables); a
 * rolled-back write rolls its log row back too, exactly as it left the data unchanged.
 */
async function watchWrites(): Promise<void> {
  // Triggers are the owner's to create; the application role writes the log they keep.
  await t.owner.execute(
    sql.raw(`
    create schema if not exists fuzz;
    create table if not exists fuzz.writes (tbl text not null, op text not null, row jsonb);
    create or replace function fuzz.log_write() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into fuzz.writes values (tg_table_schema || '.' || tg_table_name, tg_op, to_jsonb(old));
      else
        insert into fuzz.writes values (tg_table_schema || '.' || tg_table_name, tg_op, to_jsonb(new));
      end if;
      return null;
    end $$;
    grant usage on schema fuzz to ${APP_ROLE};
    grant select, insert, delete on fuzz.writes to ${APP_ROLE};`),
  );
  for (const name of tables) {
    await t.owner.execute(
      sql.raw(
        `drop trigger if exists fuzz_log on ${name}; create trigger fuzz_log after insert or update or delete on ${name} for each row execute function fuzz.log_write()`,
      ),
    );
  }
}

/** Starts a check: forgets the writes made so far (sign-ins, earlier accepted requests). */
async function forgetWrites(): Promise<void> {
  await t.db.execute(sql`delete from fuzz.writes`);
}

/** The writes since `forgetWrites`, as 'schema.table OP', less those a refusal may make. */
async function writes(): Promise<string[]> {
  const { rows } = await t.db.execute<{ w: string }>(
    sql.raw(
      `select tbl || ' ' || op as w from fuzz.writes where not (${MAY_WRITE_ON_REFUSAL.join(' or ')}) order by 1`,
    ),
  );
  return rows.map((r) => r.w);
}

// Frames ("at fn (file:1:2)"), source paths and error class names must never reach a client.
const LEAK =
  /\n\s*at |\bat \S+ \(|:\d+:\d+|\.(?:ts|js|mjs|cjs)\b|node_modules|\/src\/|\/work\/|[A-Z]\w*Error\b|FST_/;
// zod's own English defaults, which mean a message key was not set on a rule.
const ZOD_DEFAULT =
  /^(?:Invalid (?:input|string|option|element|key|union|type)|Too (?:small|big)|Unrecognized key|Expected |Required$)/;
// Echoes the client's own field name, which may be anything the fuzzer made up.
const ECHO = /^(?:Unknown field|Trường không được hỗ trợ): /;

interface ErrorShape {
  status: number;
  code: string;
  messages: string[];
  fields?: Record<string, string[]>;
}

function send(route: RegisteredRoute, c: Case, locale = c.locale) {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: c.url,
    headers: {
      ...headersOf[c.actor],
      'accept-language': locale,
      ...(c.cookie !== null ? { cookie: c.cookie } : {}),
      ...(c.body.contentType !== undefined ? { 'content-type': c.body.contentType } : {}),
    },
    ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
  };
  return t.app.inject(options);
}

function checkErrorBody(
  route: RegisteredRoute,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): ErrorShape {
  const { statusCode: status, body: raw } = res;
  const where = `${route.method} ${route.url} → ${status}: ${raw.slice(0, 300)}`;
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  let body: ErrorShape;
  try {
    body = JSON.parse(raw) as ErrorShape;
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  expect(body.status, where).toBe(status);
  expect(typeof body.code, where).toBe('string');
  expect(Array.isArray(body.messages) && body.messages.length > 0, where).toBe(true);
  for (const m of body.messages) expect(typeof m, where).toBe('string');
  const own = body.messages.filter((m) => !ECHO.test(m));
  expect(own.join('\n'), where).not.toMatch(LEAK);
  expect(JSON.stringify({ ...body, messages: own, fields: undefined }), where).not.toMatch(/stack/i);
  if (status === 422) for (const m of body.messages) expect(m, where).not.toMatch(ZOD_DEFAULT);
  return body;
}

// The OpenID provider (platform/oidc) answers in its protocol's own shapes (RFC 6749 errors,
// its pages), tested through a standard client in oidc.int.test.ts.
const routes = (): RegisteredRoute[] =>
  t.app.registeredRoutes.filter((r) => !/^\/(api\/docs|oidc\/|\.well-known\/)/.test(r.url));

/** A route may end the session (POST /auth/logout): sign in again, so every route is fuzzed signed in. */
async function keepSignedIn(): Promise<void> {
  for (const user of ['master', 'supplier1'] as const) {
    const res = await t.app.inject({ url: '/api/auth/user', headers: headersOf[user] });
    if (res.statusCode === 401) headersOf[user] = { authorization: `Bearer ${await t.login(user)}` };
  }
}

describe('bad input on every registered route', () => {
  it('covers the routes of every module', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/sample/form/:id');
    expect(urls).toContain('POST /api/auth/login');
    // The field names come from the OpenAPI document: a change of its shape must not go unseen.
    expect(knownKeys.get('POST /api/sample/form/{id}')?.body).toContain('amount');
    expect(knownKeys.get('GET /api/samples')?.query).toContain('page_size');
  });

  // Routes are known only once the app is built (beforeAll): one test walks them all, so a new
  // module is fuzzed without touching this file.
  it('never answers 5xx, leaks nothing, speaks the user’s language and writes nothing when refusing', async () => {
    const translated = new Set<string>();
    const failures: string[] = [];
    const runs = runsPerRoute(routes().length);
    // The two routes the last check counts on get the full depth, so that check (the fuzzer does
    // reach validation) does not depend on how thinly the budget is spread.
    const canaries = ['POST /api/sample/form', 'POST /api/auth/login'];
    for (const route of routes()) {
      const name = `${route.method} ${route.url}`;
      await keepSignedIn();
      try {
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (c) => {
            await forgetWrites();
            const res = await send(route, c);
            const where = `${name} as ${c.actor} (cookie ${c.cookie}): ${c.url} ${c.body.contentType ?? ''} ${String(c.body.payload).slice(0, 200)}`;
            expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode < 400) return;
            expect(await writes(), `refused request wrote: ${where}`).toEqual([]);
            if (route.method === 'HEAD') return;
            const body = checkErrorBody(route, res);
            if (res.statusCode === 422 && body.fields && c.cookie === null) {
              // The same refusal in the other language: every field message must differ.
              const other = await send(route, c, c.locale === 'vi' ? 'en' : 'vi');
              const otherBody = checkErrorBody(route, other);
              expect(Object.keys(otherBody.fields ?? {}), where).toEqual(Object.keys(body.fields));
              for (const [field, messages] of Object.entries(body.fields)) {
                messages.forEach((m, i) => {
                  expect(otherBody.fields?.[field]?.[i], `untranslated ${field} on ${where}`).not.toBe(m);
                });
              }
              translated.add(name);
            }
          }),
          { numRuns: canaries.includes(name) ? Math.max(runs, 120) : runs, endOnFailure: true },
        );
      } catch (err) {
        const cause = (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : '';
        failures.push(`${name}\n${(err as Error).message.slice(0, 1500)}\n${cause.slice(0, 1500)}`);
      }
    }
    await keepSignedIn();
    expect(failures).toEqual([]);
    // The fuzzer must actually reach validation on the routes that take input.
    expect([...translated]).toEqual(expect.arrayContaining(canaries));
  }, 1_200_000);
});

describe('regressions found by the fuzzer', () => {
  // Fastify's router answered these itself ({error, code: 'FST_ERR_BAD_URL', message} echoing the
  // path) before any hook or error handler: now `frameworkErrors` (error-handler.ts) answers.
  it('a malformed or over-long path parameter answers the one error shape', async () => {
    for (const url of ['/api/sample/%', '/api/sample/%E0%A4%A']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 400, code: 'BAD_REQUEST', messages: [expect.any(String)] });
    }
    const long = await t.app.inject({ url: `/api/user/check/${'a'.repeat(150)}` });
    expect(long.json()).toEqual({ status: 414, code: 'URI_TOO_LONG', messages: ['Địa chỉ yêu cầu quá dài'] });
  });

  // zodFields collected messages in a plain object: an unknown field named 'toString' found
  // Object.prototype.toString there ("list.includes is not a function", a 500).
  it('unknown fields named like Object.prototype members answer 422', async () => {
    const res = await t.app.inject({ url: '/api/samples?toString=1&valueOf=2&__proto__=3&constructor=4' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['toString', 'valueOf', 'constructor']));
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sample/form',
      payload: { toString: null, hasOwnProperty: 1 },
      headers: headersOf.master,
    });
    expect(form.statusCode).toBe(422);
    expect(Object.keys(form.json().fields)).toEqual(
      expect.arrayContaining(['toString', 'hasOwnProperty', 'code']),
    );
  });

  // requestLocale threw URIError, inside the error handler too: a bare 500 "URI malformed".
  it('a locale cookie that is not valid percent-encoding is ignored', async () => {
    const res = await t.app.inject({ url: '/api/user/me', headers: { cookie: 'locale=%' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

// Each answered 500 'Something wrong' when probed (issue "Safe to deploy" §3): PostgreSQL refused
// the value after validation had let it through.
describe('input PostgreSQL cannot take is refused before it gets there', () => {
  const INVALID_VI = 'Có ký tự không hợp lệ';
  const INVALID_EN = 'Contains invalid characters';
  const form = {
    code: 'BADIN-1',
    name: 'Lô hàng kiểm tra',
    email: 'kiemtra@vidu.vn',
    phone: '0909123456',
    amount: 1_000_000,
    rate: 5,
    effective_date: '2026-03-02',
    description: null,
  };
  const refused = async (options: InjectOptions, expected: Record<string, string[]>): Promise<void> => {
    await forgetWrites();
    const res = await t.app.inject(options);
    const where = `${options.method ?? 'GET'} ${String(options.url)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBe(422);
    expect(res.json().fields, where).toEqual(expected);
    expect(await writes(), where).toEqual([]);
  };

  it('a NUL in a query, a path or a body string', async () => {
    await refused({ url: '/api/samples?keyword=%00' }, { keyword: [INVALID_VI] });
    await refused(
      { url: '/api/samples?keyword=a%00b', headers: { 'accept-language': 'en' } },
      { keyword: [INVALID_EN] },
    );
    await refused({ url: '/api/user/check/ab%00cd' }, { name: [INVALID_VI] });
    await refused(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'mas\u0000ter', password: DEMO_PASSWORD },
      },
      { username: [INVALID_VI] },
    );
    await refused(
      {
        method: 'POST',
        url: '/api/sample/form',
        headers: await t.auth('master'),
        payload: { ...form, name: 'Lô\u0000' },
      },
      { name: [INVALID_VI] },
    );
  });

  it('a lone surrogate in any string field, nested or as a key', async () => {
    const headers = await t.auth('master');
    // The text columns took it as U+FFFD; the audit row's jsonb refused "\ud800".
    await refused(
      { method: 'POST', url: '/api/sample/form', headers, payload: { ...form, description: 'x\ud800' } },
      { description: [INVALID_VI] },
    );
    await refused(
      {
        method: 'POST',
        url: '/api/sample/form',
        headers,
        payload: { ...form, name: '\udc00', email: ['\ud800'] },
      },
      { name: [INVALID_VI], 'email.0': [INVALID_VI] },
    );
    await refused(
      { method: 'POST', url: '/api/sample/form', headers, payload: { ...form, 'bad\ud800key': 1 } },
      { body: [INVALID_VI] },
    );
    // A surrogate pair is a real character (an emoji) and stays welcome.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/yourself',
      headers: await t.auth('viewer'),
      payload: { full_name: 'Người xem 🇻🇳', position: null, email: 'viewer.emoji@arflow.vn', tel_num: null },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('a date PostgreSQL or the spec cannot hold', async () => {
    const headers = { ...(await t.auth('master')), 'accept-language': 'en' };
    for (const effective_date of ['0000-01-01', '0001-01-01', '1899-12-29']) {
      await refused(
        { method: 'POST', url: '/api/sample/form', headers, payload: { ...form, effective_date } },
        { effective_date: ['The year must be between 1900 and 9999'] },
      );
    }
  });

  it('a page whose offset overflows', async () => {
    await refused(
      {
        url: '/api/samples?page_number=9007199254740991&page_size=2000',
        headers: { 'accept-language': 'en' },
      },
      { page_number: ['At most 1000000'] },
    );
  });

  it('ids written as 1.0, 0x1, 1e2 and the like', async () => {
    const headers = { ...(await t.auth('master')), 'accept-language': 'en' };
    const message = ['The id must be a positive whole number written with digits only'];
    for (const id of ['1.0', '0x1', '1e2', '+1', '01', '%201', '2147483648']) {
      await refused({ url: `/api/sample/${id}`, headers }, { id: message });
      await refused({ url: `/api/user/disable/${id}`, headers }, { id: message });
    }
  });

  // The check sits in one hook for every route: a new module's fields are covered as they come.
  it('every route, every field it declares: a NUL or a lone surrogate answers 422 invalid characters', async () => {
    const headers = await t.auth('master');
    const reached = new Set<string>();
    for (const route of routes()) {
      if (route.method === 'HEAD') continue;
      const name = `${route.method} ${route.url}`;
      const keys = knownKeys.get(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`) ?? {
        body: [],
        query: [],
      };
      const params = (route.url.match(/:\w+/g) ?? []).map((p) => p.slice(1));
      const cases: Array<{ options: InjectOptions; field: string }> = [];
      for (const param of params) {
        cases.push({ options: { url: route.url.replace(`:${param}`, 'a%00b') }, field: param });
      }
      const path = route.url.replace(/:\w+/g, '1');
      for (const q of keys.query) cases.push({ options: { url: `${path}?${q}=x%00` }, field: q });
      if (route.method === 'POST') {
        for (const b of keys.body) {
          for (const bad of ['x\u0000', '\ud800', '\udfff!'])
            cases.push({ options: { method: 'POST', url: path, payload: { [b]: bad } }, field: b });
        }
      }
      for (const c of cases) {
        await forgetWrites();
        const res = await t.app.inject({ ...c.options, method: route.method as 'GET', headers });
        const where = `${name} ${String(c.options.url)} ${JSON.stringify(c.options.payload ?? '')} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(await writes(), where).toEqual([]);
        if (res.statusCode === 403 || res.statusCode === 401) continue;
        expect(res.statusCode, where).toBe(422);
        expect(res.json().fields?.[c.field], where).toEqual([INVALID_VI]);
        reached.add(name);
      }
    }
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/samples',
        'GET /api/user/check/:name',
        'POST /api/sample/form/:id',
      ]),
    );
  }, 180_000);
});

describe('the no-write check itself', () => {
  it('covers every table of the application, none of pg-boss or drizzle', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['public.users', 'public.audit_log', 'public.status_history']),
    );
    expect(tables.filter((n) => /^"?(pgboss|drizzle)"?\./.test(n))).toEqual([]);
  });

  // Runs last: it writes. Without it a log that missed changes would pass vacuously.
  it('sees a new row, an edited row and a deleted row in any table', async () => {
    await forgetWrites();
    await t.db.execute(sql`update users set full_name = full_name || '.' where username = 'viewer'`);
    expect(await writes()).toEqual(['public.users UPDATE']);

    await forgetWrites();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/yourself',
      headers: await t.auth('master'),
      payload: {
        full_name: 'Master Changed',
        position: null,
        email: 'master.changed@arflow.vn',
        tel_num: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await writes()).toEqual(
      expect.arrayContaining(['public.users UPDATE', 'public.audit_log INSERT']),
    );

    await forgetWrites();
    await t.db.execute(sql`delete from audit_log where id = (select max(id) from audit_log)`);
    expect(await writes()).toEqual(['public.audit_log DELETE']);
  });
});
