import { createServer } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { portalClient, signInThroughProvider } from '../../../test/oidc.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// A second ARFlow instance, listening, stands for an external provider (Keycloak, Entra ID):
// the app under test knows it only by OIDC_ISSUER and reads its keys over HTTP.
let external: TestApp;
let api: TestApp;
let issuer: string;
beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  issuer = `${origin}/oidc`;
  external = await createTestApp({ env: { PUBLIC_URL: origin } });
  await external.app.listen({ port, host: '127.0.0.1' });
  api = await createTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: `${origin}/api`, OIDC_USER_CLAIM: 'preferred_username' },
  });
});
afterAll(async () => {
  await api?.close();
  await external?.close();
});

describe('an external provider by configuration', () => {
  it('accepts its access tokens, maps the claim to the account, and runs no provider of its own', async () => {
    const config = await portalClient(external.app, issuer);
    const flow = await signInThroughProvider(external.app, config, { username: 'supplier1' });
    const tokens = await client.authorizationCodeGrant(config, flow.callback!, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const me = await api.app.inject({ url: '/api/auth/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'supplier1', enterprise_code: 'SUPPLIER' });
    // Its discovery is the external one; this instance runs no provider of its own.
    const sso = await api.app.inject({ url: '/api/auth/sso' });
    expect(sso.json()).toMatchObject({ issuer, mode: 'password' });
    expect((await api.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    // Its keys are the external provider's: a rotation here is refused, saying where to do it.
    const rotate = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sso/rotate-keys',
      headers: { ...(await api.auth('master')), 'accept-language': 'en' },
    });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toMatchObject({
      code: 'SSO_KEYS_EXTERNAL',
      messages: [expect.stringContaining('external')],
    });
    // Signing out ends that token on this API.
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const other = await createTestApp({
      env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'https://other.example/api' },
    });
    try {
      const config = await portalClient(external.app, issuer);
      const flow = await signInThroughProvider(external.app, config, { username: 'buyer1' });
      const tokens = await client.authorizationCodeGrant(config, flow.callback!, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      });
      const headers = { authorization: `Bearer ${tokens.access_token}` };
      expect((await other.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
      // The same token is good where its audience is.
      expect((await external.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
