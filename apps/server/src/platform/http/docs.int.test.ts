import { ERRORS } from '@arflow/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { OPERATIONS } from '../../modules/operations.ts';

interface Parameter {
  in: string;
  name: string;
}
interface JsonSchema {
  required?: string[];
  enum?: string[];
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema;
  items?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** `METHOD /api/path` as the routes name it (`:id`), with the document's operation. */
function operations(): { key: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );
}

const isUpload = (op: Operation) =>
  Object.keys(op.requestBody?.content ?? {}).includes('multipart/form-data');
/** The statuses answered with the catalogue's error body (a 503 of /api/ready is its own shape). */
const ERROR_STATUSES = ['400', '401', '403', '404', '409', '413', '422'];
const errorAnswers = (op: Operation) => Object.keys(op.responses).filter((s) => ERROR_STATUSES.includes(s));

/** The routes that honour an Idempotency-Key: a retried payment must move money once. */
const IDEMPOTENT = [
  'POST /api/transactions/:id/first-payment/upload',
  'POST /api/payments/:id/settlement-payment/upload',
  'POST /api/debt-collection/:id/collect',
  'POST /api/partner-payment/referral/commission/:id/pay',
];

describe('the API document', () => {
  it('documents every API route', () => {
    const documented = new Set(operations().map((o) => o.key));
    const routes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(400);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('gives every operation a summary, a sentence rather than its path', () => {
    const missing = operations()
      .filter(
        ({ op }) =>
          !op.summary || op.summary.length < 10 || op.summary.length > 120 || op.summary.includes('/api/'),
      )
      .map((o) => o.key);
    expect(missing).toEqual([]);
  });

  it('keeps no summary or conflict note for a route that does not exist', () => {
    const routes = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const stale = [...Object.keys(OPERATIONS.summaries), ...OPERATIONS.conflicts].filter(
      (k) => !routes.has(k),
    );
    expect(stale).toEqual([]);
  });

  it('declares the Idempotency-Key header on every route that honours it, and on no other', () => {
    const withHeader = operations()
      .filter(({ op }) =>
        (op.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      )
      .map((o) => o.key);
    expect(withHeader.sort()).toEqual([...IDEMPOTENT].sort());
    // A route whose text promises the header must declare it: generated clients read parameters only.
    const onlyInText = operations()
      .filter(({ key, op }) => /idempotency-key/i.test(op.description ?? '') && !withHeader.includes(key))
      .map((o) => o.key);
    expect(onlyInText).toEqual([]);
  });

  it('describes the one error body as a schema with every catalogue code', () => {
    const error = doc.components.schemas.Error;
    expect(error?.required).toEqual(['status', 'code', 'messages']);
    expect(error?.properties?.code?.enum).toEqual(Object.keys(ERRORS));
    expect(error?.properties?.fields?.additionalProperties?.items?.type).toBe('string');
  });

  it("lists each operation's error answers from its access, parameters and body, with the error schema", () => {
    const access = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const wrong: string[] = [];
    for (const { key, op } of operations()) {
      const answers = errorAnswers(op);
      const expected: string[] = [];
      const routeAccess = access.get(key);
      if (routeAccess !== 'public') expected.push('401');
      if (Array.isArray(routeAccess)) expected.push('403');
      if ((op.parameters ?? []).some((p) => p.in === 'path')) expected.push('404', '422');
      if ((op.parameters ?? []).some((p) => p.in === 'query')) expected.push('422');
      if (op.requestBody) expected.push('413', '422');
      if (OPERATIONS.conflicts.has(key)) expected.push('409');
      const absent = [...new Set(expected)].filter((s) => !answers.includes(s));
      if (absent.length > 0) wrong.push(`${key} lacks ${absent.join(', ')}`);
      for (const status of answers) {
        if (
          op.responses[status]?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error'
        ) {
          wrong.push(`${key} ${status} without the error schema`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an upload 413 and a public route no 401', () => {
    const ops = new Map(operations().map((o) => [o.key, o.op]));
    const upload = ops.get('POST /api/transactions/:id/first-payment/upload')!;
    expect(isUpload(upload)).toBe(true);
    expect(errorAnswers(upload)).toEqual(expect.arrayContaining(['401', '403', '404', '413', '422']));
    const login = ops.get('POST /api/auth/login')!;
    expect(errorAnswers(login)).not.toContain('401');
    expect(errorAnswers(login)).toContain('422');
    // A contract in force cannot be deleted (CONTRACT_NOT_DELETABLE, 409); a list has no conflict.
    expect(errorAnswers(ops.get('DELETE /api/contracts/:id')!)).toContain('409');
    expect(errorAnswers(ops.get('POST /api/supplier/list')!)).not.toContain('409');
    expect(errorAnswers(ops.get('GET /api/user/me')!)).not.toContain('404');
  });
});
