import type { SsoConfig } from '@arflow/domain/api/sso';
import { isSafeRedirect } from '@arflow/domain/safe-redirect';
import * as oauth from 'oauth4webapi';
import { call } from '../../shared/api/client.ts';
import { PROVIDER_SESSION } from '../../shared/session/provider-session.ts';
import { getToken, setToken } from '../../shared/session/token-store.ts';

/**
 * The OpenID code flow with PKCE from the portal (oauth4webapi). Loaded only when a flow starts
 * or a callback page opens, never with the sign-in page's first load. What a flow must keep
 * across the provider's redirect (verifier, state, where to go back) is in sessionStorage; the
 * ID token, for sign-out, in localStorage beside the session.
 */
const PENDING = 'arflow.oidc.pending';
const ID_TOKEN = PROVIDER_SESSION;
/** Renew this long before the access token ends (halfway through a shorter life). */
const RENEW_BEFORE_MS = 60_000;

interface Pending {
  verifier: string;
  state: string;
  nonce: string;
  redirect: string;
}

let discovered:
  | Promise<{ as: oauth.AuthorizationServer; client: oauth.Client; config: SsoConfig }>
  | undefined;

function provider() {
  discovered ??= (async () => {
    const config = await call<SsoConfig>('/auth/sso');
    const issuer = new URL(config.issuer);
    const as = await oauth
      .discoveryRequest(issuer, {
        algorithm: 'oidc',
        [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
      })
      .then((res) => oauth.processDiscoveryResponse(issuer, res));
    return { as, client: { client_id: config.client_id }, config };
  })();
  return discovered;
}

const callbackUrl = (page: string) => `${window.location.origin}${page}`;

async function authorizationUrl(
  page: '/signin-callback' | '/silent-renew',
  redirect: string,
  prompt?: string,
) {
  const { as, client, config } = await provider();
  const pending: Pending = {
    verifier: oauth.generateRandomCodeVerifier(),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    // Only the portal's own paths: anything else goes home after sign-in (spec §5).
    redirect: isSafeRedirect(redirect) ? redirect : '/',
  };
  sessionStorage.setItem(`${PENDING}.${pending.state}`, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: callbackUrl(page),
    response_type: 'code',
    scope: config.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ...(prompt ? { prompt } : {}),
  }).toString();
  return url;
}

/** Send the browser to the provider's sign-in; it comes back to /signin-callback. */
export async function startSignIn(redirect: string): Promise<void> {
  window.location.assign((await authorizationUrl('/signin-callback', redirect)).href);
}

/**
 * Redeem the code of a callback URL (/signin-callback or /silent-renew): the access token becomes
 * the session's bearer token. Answers the portal path to go to.
 */
export async function completeSignIn(
  current: URL,
  page: '/signin-callback' | '/silent-renew',
): Promise<string> {
  const { as, client } = await provider();
  const state = current.searchParams.get('state') ?? '';
  const raw = sessionStorage.getItem(`${PENDING}.${state}`);
  sessionStorage.removeItem(`${PENDING}.${state}`);
  if (!raw) throw new Error('no sign-in was started here');
  const pending = JSON.parse(raw) as Pending;
  const params = oauth.validateAuthResponse(as, client, current, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    callbackUrl(page),
    pending.verifier,
    { [oauth.allowInsecureRequests]: as.issuer.startsWith('http:') },
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: pending.nonce,
  });
  // A renewal that ends after the session did (a sign-out in any tab) must not bring it back.
  if (page === '/silent-renew' && (getToken() === null || localStorage.getItem(ID_TOKEN) === null))
    return pending.redirect;
  const expiresAt = new Date(Date.now() + (tokens.expires_in ?? 300) * 1000);
  if (tokens.id_token) localStorage.setItem(ID_TOKEN, tokens.id_token);
  setToken(tokens.access_token, expiresAt.toISOString());
  return pending.redirect;
}

/**
 * Before the access token ends, a hidden frame asks the provider again with prompt=none; its
 * session answers without a form and /silent-renew hands the code back to this window.
 */
export function scheduleRenew(expiresAt: Date): () => void {
  const left = expiresAt.getTime() - Date.now();
  // A token living less than two minutes is renewed halfway, not at once again and again.
  const timer = window.setTimeout(() => void renewNow(), Math.max(left - RENEW_BEFORE_MS, left / 2, 0));
  return () => window.clearTimeout(timer);
}

async function renewNow(): Promise<void> {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.title = 'silent-renew';
  const done = new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'arflow.silent-renew') return;
      window.removeEventListener('message', onMessage);
      resolve();
    };
    window.addEventListener('message', onMessage);
    window.setTimeout(resolve, 10_000);
  });
  frame.src = (await authorizationUrl('/silent-renew', '/', 'none')).href;
  document.body.appendChild(frame);
  await done;
  frame.remove();
}

/**
 * Sign out at the provider too (RP-initiated logout), after the API has ended this token:
 * the provider asks, ends its session and comes back to /signout-callback. False when this
 * session did not come from the provider.
 */
export async function signOutAtProvider(): Promise<boolean> {
  const idToken = localStorage.getItem(ID_TOKEN);
  if (!idToken) return false;
  localStorage.removeItem(ID_TOKEN);
  const { as, client } = await provider();
  if (!as.end_session_endpoint) return false;
  const url = new URL(as.end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: client.client_id,
    id_token_hint: idToken,
    post_logout_redirect_uri: callbackUrl('/signout-callback'),
  }).toString();
  window.location.assign(url.href);
  return true;
}

/** Whether this browser's session came from the provider (it renews and signs out there). */
export const signedInThroughProvider = () => getToken() !== null && localStorage.getItem(ID_TOKEN) !== null;
