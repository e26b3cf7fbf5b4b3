import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { browse, CookieJar, portalClient, signInThroughProvider } from '../../../test/oidc.ts';
import { signingKeys } from './keys.ts';

const ISSUER = 'http://localhost:3000/oidc';
let t: TestApp;
let config: client.Configuration;
beforeAll(async () => {
  t = await createTestApp();
  config = await portalClient(t.app, ISSUER);
});
afterAll(async () => {
  await t?.close();
});

async function tokensFor(username: string, params?: Record<string, string>) {
  const flow = await signInThroughProvider(t.app, config, { username, params });
  expect(flow.callback?.pathname).toBe('/signin-callback');
  const tokens = await client.authorizationCodeGrant(config, flow.callback!, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  return { flow, tokens };
}

describe('discovery', () => {
  it('publishes the provider at /oidc and at the site root, code flow with S256 only', async () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(ISSUER);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'api']));
    const root = await t.app.inject({
      url: '/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(root.statusCode).toBe(200);
    expect(root.json().issuer).toBe(ISSUER);
  });
});

describe('code flow', () => {
  it('signs in on the portal form, redeems the code, and the API accepts the access token', async () => {
    const { tokens } = await tokensFor('buyer1');
    expect(tokens.id_token).toBeTruthy();
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'buyer1', enterprise_code: 'BUYER' });
    // Row security narrows the provider's token to the company as it does a session token.
    const list = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(list.statusCode).toBe(200);

    // The API's token is for the API alone; a token asked without its scope reads userinfo.
    const plain = (await tokensFor('buyer1', { scope: 'openid profile' })).tokens;
    const info = await client.fetchUserInfo(config, plain.access_token, plain.claims()!.sub);
    expect(info).toMatchObject({ preferred_username: 'buyer1', name: expect.any(String) });
    const notForApi = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${plain.access_token}` },
    });
    expect(notForApi.statusCode).toBe(401);
    // The ID token is for the portal, not the API.
    const idAsBearer = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(idAsBearer.statusCode).toBe(401);
  });

  it('audits the sign-in and applies the sign-in limits on the provider’s form', async () => {
    const wrong = await signInThroughProvider(t.app, config, { username: 'buyer2', password: 'Wrong@12345' });
    expect(wrong.login?.status).toBe(401);
    expect(wrong.login?.json()).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    const rows = await t.db.execute<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'auth.login%' ORDER BY id DESC LIMIT 1" as never,
    );
    expect(rows.rows[0]?.action).toBe('auth.login-failed');
  });

  it('refuses a reused code, a forged code and a wrong verifier', async () => {
    const flow = await signInThroughProvider(t.app, config, { username: 'supplier1' });
    const redeem = (url: URL, verifier = flow.verifier) =>
      client.authorizationCodeGrant(config, url, { pkceCodeVerifier: verifier, expectedState: flow.state });
    await expect(redeem(flow.callback!, client.randomPKCECodeVerifier())).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const forged = new URL(flow.callback!);
    forged.searchParams.set('code', 'forged-code-0123456789');
    await expect(redeem(forged)).rejects.toMatchObject({ error: 'invalid_grant' });
    const again = await signInThroughProvider(t.app, config, { username: 'supplier1' });
    const ok = await client.authorizationCodeGrant(config, again.callback!, {
      pkceCodeVerifier: again.verifier,
      expectedState: again.state,
    });
    expect(ok.access_token).toBeTruthy();
    await expect(
      client.authorizationCodeGrant(config, again.callback!, {
        pkceCodeVerifier: again.verifier,
        expectedState: again.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an expired code', async () => {
    const flow = await signInThroughProvider(t.app, config, { username: 'buyer1' });
    await t.owner.execute(
      "UPDATE oidc_models SET expires_at = now() - interval '1 second' WHERE model = 'AuthorizationCode'" as never,
    );
    await expect(
      client.authorizationCodeGrant(config, flow.callback!, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a flow without PKCE or with the plain method', async () => {
    for (const params of [
      { code_challenge: '', code_challenge_method: '' },
      { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
    ]) {
      const flow = await signInThroughProvider(t.app, config, { username: 'buyer1', params });
      expect(flow.callback?.pathname).toBe('/signin-callback');
      expect(flow.callback?.searchParams.get('error')).toBe('invalid_request');
      expect(flow.callback?.searchParams.get('code')).toBeNull();
    }
  });
});

describe('forged tokens', () => {
  it('refuses a token signed with another key, whatever its claims', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ preferred_username: 'master', ver: 1, scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(ISSUER)
      .setAudience('http://localhost:3000/api')
      .setExpirationTime('10m')
      .sign(privateKey);
    const res = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token of the provider’s own key once expired, or for another audience', async () => {
    const { tokens } = await tokensFor('viewer');
    const { kid } = decodeProtectedHeader(tokens.access_token);
    const jwk = (await signingKeys(t.owner)).find((k) => k.kid === kid)!;
    const key = await importJWK(jwk, 'RS256');
    const claims = decodeJwt(tokens.access_token);
    const resign = (over: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...over }).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid }).sign(key);
    const ask = async (token: string) =>
      (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    // The same claims re-signed answer: what is refused below is the expiry or the audience alone.
    expect(await ask(await resign({ jti: `${claims.jti}-copy` }))).toBe(200);
    const past = Math.floor(Date.now() / 1000) - 120;
    expect(await ask(await resign({ iat: past - 600, exp: past }))).toBe(401);
    expect(await ask(await resign({ aud: 'http://localhost:3000/other-api' }))).toBe(401);
  });

  it('ends the provider’s tokens on a password change, as it ends sessions', async () => {
    const { tokens } = await tokensFor('viewer');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    await t.owner.execute(
      "UPDATE users SET token_version = token_version + 1 WHERE username = 'viewer'" as never,
    );
    t.app.deps.userStates.invalidate();
    expect((await t.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
  });
});

describe('redirects', () => {
  it('sends a browser back only to the portal’s own callback pages', async () => {
    for (const redirect of [
      'https://evil.example/signin-callback',
      'http://localhost:3000/fun/buyer',
      '//evil.example',
    ]) {
      const flow = await signInThroughProvider(t.app, config, {
        username: 'buyer1',
        params: { redirect_uri: redirect },
      });
      expect(flow.callback).toBeUndefined();
      expect(flow.authStatus).toBe(400);
      expect(flow.authBody).toContain('redirect_uri');
    }
  });

  it('refuses a sign-out that would leave for another site', async () => {
    const { tokens } = await tokensFor('buyer1');
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const res = await browse(t.app, new CookieJar(), url.href);
    expect(res.status).toBe(400);
    expect(res.location).toBeUndefined();
  });
});

describe('revocation and sign-out', () => {
  it('revokes a refresh token', async () => {
    const { tokens } = await tokensFor('accountant');
    expect(tokens.refresh_token).toBeTruthy();
    await client.tokenRevocation(config, tokens.refresh_token!);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('ends the API session on logout and the provider session on end-session', async () => {
    const { flow, tokens } = await tokensFor('collector');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);

    const end = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://localhost:3000/signout-callback',
    });
    const question = await browse(t.app, flow.jar, end.href);
    expect(question.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.body)?.[1];
    const form = /action="([^"]+)"/.exec(question.body)?.[1];
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(form!, 'http://localhost:3000').pathname,
      headers: {
        host: 'localhost:3000',
        cookie: flow.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `xsrf=${xsrf}&logout=yes`,
    });
    flow.jar.take(res.headers['set-cookie']);
    let location = res.headers.location!;
    while (location && !location.includes('/signout-callback')) {
      location = (await browse(t.app, flow.jar, location)).location!;
    }
    expect(new URL(location).pathname).toBe('/signout-callback');
    // The provider's session is gone: a silent sign-in now needs the form again.
    const silent = await signInThroughProvider(t.app, config, {
      username: 'collector',
      jar: flow.jar,
      params: { prompt: 'none', redirect_uri: 'http://localhost:3000/silent-renew' },
    });
    expect(silent.callback?.searchParams.get('error')).toBe('login_required');
  });

  it('renews silently while the provider session lasts', async () => {
    const { flow } = await tokensFor('buyer1');
    const silent = await signInThroughProvider(t.app, config, {
      username: 'buyer1',
      jar: flow.jar,
      params: { prompt: 'none', redirect_uri: 'http://localhost:3000/silent-renew' },
    });
    expect(silent.callback?.pathname).toBe('/silent-renew');
    const tokens = await client.authorizationCodeGrant(config, silent.callback!, {
      pkceCodeVerifier: silent.verifier,
      expectedState: silent.state,
    });
    expect(tokens.access_token).toBeTruthy();
  });
});
