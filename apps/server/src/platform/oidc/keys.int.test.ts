import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { portalClient, signInThroughProvider } from '../../../test/oidc.ts';
import type { ZodApp } from '../http/types.ts';
import { sweepProviderStep } from './adapter.ts';

const ISSUER = 'http://localhost:3000/oidc';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An API access token from the provider of `app`, through the code flow. */
async function accessToken(app: ZodApp, username = 'buyer1'): Promise<string> {
  const config = await portalClient(app, ISSUER);
  const flow = await signInThroughProvider(app, config, { username });
  const tokens = await client.authorizationCodeGrant(config, flow.callback!, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  return tokens.access_token;
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const status = async (app: ZodApp, token: string) =>
  (await app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
const published = async (app: ZodApp) =>
  (await app.inject({ url: '/oidc/jwks', headers: { host: 'localhost:3000' } })).json<{
    keys: { kid: string; d?: string }[];
  }>().keys;

async function rotate(app: ZodApp = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sso/rotate-keys',
    headers: await t.auth('master'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ kid: string; published: string[] }>();
}

describe('signing-key rotation while running', () => {
  it('signs new tokens with the new key, still accepts the previous key’s, drops keys two rotations old', async () => {
    const before = await accessToken(t.app);
    const first = kidOf(before);
    expect(await status(t.app, before)).toBe(200);

    const rotated = await rotate();
    expect(rotated.kid).not.toBe(first);
    expect(rotated.published).toEqual([rotated.kid, first]);
    // The JWKS publishes both, public halves only.
    const keys = await published(t.app);
    expect(keys.map((k) => k.kid)).toEqual([rotated.kid, first]);
    expect(keys.every((k) => k.d === undefined)).toBe(true);

    // A token signed before the rotation still works; a new one is signed with the new key.
    expect(await status(t.app, before)).toBe(200);
    const after = await accessToken(t.app);
    expect(kidOf(after)).toBe(rotated.kid);
    expect(await status(t.app, after)).toBe(200);

    // Two rotations on, the first key is gone from the JWKS, the database and the API.
    const again = await rotate();
    expect(again.published).toEqual([again.kid, rotated.kid]);
    expect((await published(t.app)).map((k) => k.kid)).toEqual([again.kid, rotated.kid]);
    const rows = await t.owner.execute<{ kid: string }>('SELECT kid FROM oidc_keys' as never);
    expect(rows.rows.map((r) => r.kid).sort()).toEqual([again.kid, rotated.kid].sort());
    expect(await status(t.app, before)).toBe(401);
    expect(await status(t.app, after)).toBe(200);
    expect(kidOf(await accessToken(t.app))).toBe(again.kid);

    const audit = await t.owner.execute<{ entity_id: string }>(
      "SELECT entity_id FROM audit_log WHERE action = 'auth.sso-key-rotated' ORDER BY id" as never,
    );
    expect(audit.rows.map((r) => r.entity_id)).toEqual([rotated.kid, again.kid]);
  });

  it('is a MASTER’s action only', async () => {
    const url = '/api/auth/sso/rotate-keys';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    for (const user of ['accountant', 'buyer1']) {
      const res = await t.app.inject({ method: 'POST', url, headers: await t.auth(user) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('is shared by every instance on the database: a rotation on one is the other’s at once', async () => {
    const other = await t.sibling();
    // Tokens of either instance are good on both.
    const fromOther = await accessToken(other, 'supplier1');
    const fromThis = await accessToken(t.app, 'supplier1');
    expect(kidOf(fromOther)).toBe(kidOf(fromThis));
    expect(await status(t.app, fromOther)).toBe(200);
    expect(await status(other, fromThis)).toBe(200);

    const { kid } = await rotate();
    // The other instance hears of it (NOTIFY) and signs with the new key; the old tokens stay good.
    await expect.poll(async () => kidOf(await accessToken(other, 'supplier1')), { timeout: 5000 }).toBe(kid);
    const fresh = await accessToken(t.app, 'supplier1');
    expect(await status(other, fresh)).toBe(200);
    expect(await status(other, fromThis)).toBe(200);
    expect(await status(t.app, fromOther)).toBe(200);
  });
});

describe('the daily sweep of the provider’s rows', () => {
  it('deletes sessions, grants and codes past their expiry and keeps the live ones', async () => {
    // One of the daily close's steps (the platform's, before the modules').
    expect(t.app.deps.dailySteps[0]).toBe(sweepProviderStep);
    await accessToken(t.app, 'viewer');
    await t.owner.execute(
      `INSERT INTO oidc_models (model, id, payload, expires_at) VALUES
        ('Session', 'spent-session', '{}', now() - interval '1 minute'),
        ('Grant', 'spent-grant', '{}', now() - interval '1 hour'),
        ('AuthorizationCode', 'spent-code', '{}', now() - interval '1 second'),
        ('Session', 'live-session', '{}', now() + interval '1 hour')` as never,
    );
    const count = async () =>
      (
        await t.owner.execute<{ spent: number; live: number }>(
          `SELECT count(*) FILTER (WHERE expires_at <= now())::int AS spent,
                  count(*) FILTER (WHERE expires_at > now() OR expires_at IS NULL)::int AS live
             FROM oidc_models` as never,
        )
      ).rows[0]!;
    const before = await count();
    expect(before.spent).toBeGreaterThanOrEqual(3);

    // The step as the daily close runs it: in the date's transaction.
    const { clock } = t.app.deps;
    await t.db.transaction((tx) =>
      sweepProviderStep.run({ tx, businessDate: clock.today(), clock, log: t.app.log }),
    );
    const after = await count();
    expect(after.spent).toBe(0);
    expect(after.live).toBe(before.live);
    const ids = await t.owner.execute<{ id: string }>(
      "SELECT id FROM oidc_models WHERE id IN ('spent-session', 'spent-grant', 'spent-code', 'live-session')" as never,
    );
    expect(ids.rows.map((r) => r.id)).toEqual(['live-session']);
  });
});
