import { API_ACCESS } from '@arflow/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Test-only route: an unexpected failure must answer 'Something wrong' without details.
      app.get('/api/test/boom', { config: { access: API_ACCESS.public } }, () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      // A schema whose refinement throws (a schema bug) must still answer 422.
      app.post(
        '/api/test/throwing-schema',
        {
          config: { access: API_ACCESS.public },
          schema: {
            body: z.strictObject({
              a: z.string().refine(() => {
                throw new RangeError('bug');
              }),
            }),
          },
        },
        () => 'unreachable',
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('route permissions', () => {
  it('every registered route declares config.access', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/sample/form');
  });

  it('a route without config.access makes startup fail', async () => {
    await expect(
      createTestApp({
        configure(app) {
          app.get('/api/test/undeclared', () => 'x');
        },
      }),
    ).rejects.toThrow(/has no config.access/);
  });
});

describe('error bodies', () => {
  it('500: Something wrong, no stack, no detail', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'INTERNAL', messages: ['Something wrong'] });
    expect(res.body).not.toMatch(/secret|stack|\.ts/);
  });

  it('a schema that throws answers 422, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/throwing-schema', payload: { a: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      code: 'VALIDATION',
      messages: ['Giá trị nhập vào không hợp lệ'],
      fields: { body: ['Giá trị nhập vào không hợp lệ'] },
    });
  });

  it('404 ROUTE_NOT_FOUND for an unknown API route, any method; NOT_FOUND for a missing record', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        code: 'ROUTE_NOT_FOUND',
        messages: ['Địa chỉ API không tồn tại'],
      });
    }
    const en = await t.app.inject({ url: '/api/xyz', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      messages: ['There is no API at this address'],
    });
    const record = await t.app.inject({ url: '/api/sample/999999' });
    expect(record.statusCode).toBe(404);
    expect(record.json().code).toBe('NOT_FOUND');
  });

  it('the portal’s catch-all route answers ROUTE_NOT_FOUND for an unknown API address too', async () => {
    const web = await createTestApp({ serveWeb: true });
    try {
      for (const url of ['/api/xyz', '/api/no/such/route', '/api']) {
        const res = await web.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('ROUTE_NOT_FOUND');
      }
      expect((await web.app.inject({ url: '/api/sample/999999' })).json().code).toBe('NOT_FOUND');
      expect((await web.app.inject({ url: '/fun/some/page' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('401 and 403 bodies are the spec’s texts', async () => {
    const anon = await t.app.inject({ url: '/api/user/me' });
    expect(anon.json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      messages: ['Username or password is not correct!'],
    });
    const forbidden = await t.app.inject({ url: '/api/user/disable/3', headers: await t.auth('viewer') });
    expect(forbidden.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      messages: ['Thao tác không được phép'],
    });
  });

  it('empty JSON body and non-object JSON answer 400/422, never 500', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(empty.statusCode).toBe(400);
    for (const body of ['[]', '"x"', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"x": 1}, "username": "a", "password": "b"}',
    });
    expect(proto.statusCode).toBe(400);
  });
});

describe('platform routes and headers', () => {
  it('API answers are never stored by a browser or proxy: signed in, errors and sign-in alike', async () => {
    const headers = await t.auth('master');
    const signedIn = await t.app.inject({ url: '/api/user/me', headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'viewer', password: 'Demo@12345' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/user/me', '/api/no/such/route']) {
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('health and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('sets a strict CSP and security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and the reference page', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toContain('/api/samples');
    expect(paths).toContain('/api/auth/login');
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
  });
});
