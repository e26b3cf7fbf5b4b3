import * as client from 'openid-client';
import type { ZodApp } from '../src/platform/http/types.ts';
import { DEMO_PASSWORD } from './helpers.ts';

/** A browser's cookies, enough for the provider's: every cookie goes back on every request. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** openid-client's fetch, served by the app in process (the issuer's host is only a name). */
export function injectFetch(app: ZodApp): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = Object.fromEntries(new Headers(init?.headers));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host },
      payload: init?.body == null ? undefined : String(init.body),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
    const empty = [204, 205, 304].includes(res.statusCode) || res.rawPayload.length === 0;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  }) as typeof fetch;
}

/** The portal as openid-client sees it: the embedded provider's discovery, through the app. */
export async function portalClient(app: ZodApp, issuer: string, clientId = 'arflow-portal') {
  const config = await client.discovery(new URL(issuer), clientId, undefined, client.None(), {
    [client.customFetch]: injectFetch(app),
    execute: [client.allowInsecureRequests],
  });
  config[client.customFetch] = injectFetch(app);
  return config;
}

/** A browser request through the app, keeping cookies; answers status, location and body. */
export async function browse(
  app: ZodApp,
  jar: CookieJar,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
) {
  const u = new URL(url, 'http://localhost:3000');
  const res = await app.inject({
    method: init.method ?? 'GET',
    url: u.pathname + u.search,
    headers: { host: u.host, cookie: jar.header() },
    ...(init.body === undefined ? {} : { payload: init.body as object }),
  });
  jar.take(res.headers['set-cookie']);
  return { status: res.statusCode, location: res.headers.location, body: res.body, json: () => res.json() };
}

/**
 * The code flow as the portal runs it in a browser: the provider's authorization request, its
 * sign-in step on the portal's form, back to the provider, which redirects to the callback.
 * Answers the callback URL (with the code) and what the client must keep to redeem it.
 */
export async function signInThroughProvider(
  app: ZodApp,
  config: client.Configuration,
  opts: { username: string; password?: string; params?: Record<string, string>; jar?: CookieJar },
) {
  const jar = opts.jar ?? new CookieJar();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${new URL(config.serverMetadata().issuer).origin}/signin-callback`,
    scope: 'openid profile api',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...opts.params,
  });
  const auth = await browse(app, jar, url.href);
  let location = auth.location;
  // Follow the provider's own redirects (and its sign-in step) until it leaves for the portal.
  for (let hops = 0; location && hops < 10 && !/\/(signin-callback|silent-renew)\b/.test(location); hops++) {
    const step = await browse(app, jar, location);
    const uid = step.location && new URL(step.location, 'http://x').searchParams.get('interaction');
    if (uid) {
      const login = await browse(app, jar, `/api/oidc/interaction/${uid}/login`, {
        method: 'POST',
        body: { username: opts.username, password: opts.password ?? DEMO_PASSWORD },
      });
      if (login.status !== 200) return { jar, verifier, state, login, callback: undefined };
      location = login.json().redirect_to;
    } else location = step.location;
  }
  return {
    jar,
    verifier,
    state,
    login: undefined,
    callback: location ? new URL(location, 'http://localhost:3000') : undefined,
    authStatus: auth.status,
    authBody: auth.body,
  };
}
