import { type Access, API_ACCESS, allows } from '@arflow/domain/permissions';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { registerAccess } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

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
  const apiRoutes = () => t.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs'));
  /** A value for every path parameter that the id and name rules accept. */
  const urlOf = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : 'someone'));

  it('every registered route declares one of the API_ACCESS values', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/login');
  });

  // The declarations are only worth something if they are enforced on every route: remove the
  // access hook (or let it pass undeclared routes) and these go red.
  it('every route that is not public refuses an anonymous caller with 401', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(3);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        payload: undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code, `${route.method} ${route.url}`).toBe('UNAUTHORIZED');
    }
  });

  it('every route limited to some roles refuses a signed-in user outside them with 403', async () => {
    const candidates = ['buyer1', 'supplier1', 'viewer', 'partner3', 'master'];
    const actors = await Promise.all(
      candidates.map(async (name) => {
        const headers = await t.auth(name);
        const me = (await t.app.inject({ url: '/api/user/me', headers })).json().user;
        return { headers, actor: { enterprise_code: me.enterprise_code, role_id: me.role_id } };
      }),
    );
    const limited = apiRoutes().filter((r) => Array.isArray(r.access) && r.method !== 'HEAD');
    expect(limited.length).toBeGreaterThan(2);
    for (const route of limited) {
      const outsider = actors.find((a) => !allows(route.access as Access, a.actor as never));
      expect(outsider, `no seeded user outside ${route.url}`).toBeDefined();
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: outsider!.headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
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

  // The start-up check sees only routes added after it: a route that escapes it (or an app whose
  // check was removed) must be served to nobody, not to everybody.
  it('a route that escaped the start-up check is refused, not served', async () => {
    const app = Fastify();
    app.get('/escaped', () => 'served');
    registerAccess(app, () => t.app.deps.tokens);
    registerErrorHandler(app);
    app.get('/declared', { config: { access: API_ACCESS.public } }, () => 'served');
    try {
      const escaped = await app.inject({ url: '/escaped' });
      expect(escaped.statusCode).toBe(403);
      expect(escaped.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await app.inject({ url: '/declared' })).body).toBe('served');
    } finally {
      await app.close();
    }
  });
});

describe('error bodies', () => {
  it('500: Something wrong, no stack, no detail', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'INTERNAL', messages: ['Đã có lỗi xảy ra'] });
    const en = await t.app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(en.json().messages).toEqual(['Something wrong']);
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

  it('401 and 403 bodies are the spec’s texts, each in the user’s language', async () => {
    // The spec quotes the 401 in English and the 403 in Vietnamese: each keeps its words in that
    // language and is translated in the other.
    const cases = [
      {
        lang: 'vi',
        unauthorized: 'Tên đăng nhập hoặc mật khẩu không đúng!',
        forbidden: 'Thao tác không được phép',
      },
      { lang: 'en', unauthorized: 'Username or password is not correct!', forbidden: 'Action not allowed' },
    ];
    for (const c of cases) {
      const anon = await t.app.inject({ url: '/api/user/me', headers: { 'accept-language': c.lang } });
      expect(anon.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', messages: [c.unauthorized] });
      const forbidden = await t.app.inject({
        url: '/api/user/disable/3',
        headers: { ...(await t.auth('viewer')), 'accept-language': c.lang },
      });
      expect(forbidden.json()).toEqual({ status: 403, code: 'FORBIDDEN', messages: [c.forbidden] });
    }
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

  // Protocol errors belong to the platform, whatever the route: modules test their own rules only.
  it('malformed JSON answers 400 and a body that is not JSON 415, in the error shape', async () => {
    const headers = await t.auth('crm');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/sample/form',
      body: '{"code": "A",',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sample/form',
      body: 'code=A',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('request language', () => {
  const notFound = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/no/such/route', headers }).then((r) => r.json().messages[0]);
  const VI = 'Địa chỉ API không tồn tại';
  const EN = 'There is no API at this address';

  // docs/decisions.md "Request language": the portal's cookie is the user's choice and wins.
  it('the locale cookie wins over Accept-Language; without it Accept-Language by q-value; else Vietnamese', async () => {
    expect(await notFound({ cookie: 'locale=en', 'accept-language': 'vi' })).toBe(EN);
    expect(await notFound({ cookie: 'locale=vn', 'accept-language': 'en' })).toBe(VI);
    expect(await notFound({ 'accept-language': 'en-US,en;q=0.9' })).toBe(EN);
    expect(await notFound({ 'accept-language': 'en;q=0.3, vi;q=0.9' })).toBe(VI);
    expect(await notFound({ 'accept-language': 'fr' })).toBe(VI);
    expect(await notFound({})).toBe(VI);
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
    // The provider's silent renew runs in a hidden frame of the portal: that page alone may be
    // framed, by the portal itself only.
    const renew = await t.app.inject({ url: '/silent-renew?code=x&state=y' });
    const renewCsp = String(renew.headers['content-security-policy']);
    expect(renewCsp).toContain("frame-ancestors 'self'");
    expect(renewCsp).toContain("script-src 'self'");
    expect(renew.headers['x-frame-options']).toBe('SAMEORIGIN');
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
