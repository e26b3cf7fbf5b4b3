import { eq } from 'drizzle-orm';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { Db } from '../db/client.ts';
import { pgAdapterFactory } from './adapter.ts';
import { type Locale, providerPage } from './pages.ts';

/** The portal's callback pages (spec §2): the only addresses the provider sends a browser back to. */
export const PORTAL_CALLBACKS = {
  signIn: '/signin-callback',
  silentRenew: '/silent-renew',
  signOut: '/signout-callback',
} as const;

/** Where the provider's sign-in step sends the browser: the API route that hands it to the portal's form. */
export const interactionPath = (uid: string) => `/api/oidc/interaction/${uid}`;

/**
 * The embedded OpenID provider (oidc-provider, a certified implementation): the portal is its
 * one public client (authorization code + PKCE S256, which the library enforces for public
 * clients), its access tokens are JWTs for the API's audience, its state is in PostgreSQL and
 * its keys come from keys.ts. Its sign-in step is the portal's own form (interaction.routes.ts).
 */
export function createProvider(opts: {
  db: Db;
  config: Config;
  keys: Configuration['jwks'];
  cookieKey: string;
}): Provider {
  const { db, config } = opts;
  const { oidc, publicUrl } = config;
  const scopes = ['openid', 'profile', oidc.apiScope];
  const account = async (id: string) => {
    const userId = Number(id);
    if (!Number.isInteger(userId)) return undefined;
    const [user] = await db
      .select({ username: users.username, name: users.fullName, ver: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  };
  const provider = new Provider(oidc.issuer, {
    adapter: pgAdapterFactory(db),
    clients: [
      {
        client_id: oidc.clientId,
        client_name: 'ARFlow',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          `${publicUrl}${PORTAL_CALLBACKS.signIn}`,
          `${publicUrl}${PORTAL_CALLBACKS.silentRenew}`,
        ],
        post_logout_redirect_uris: [`${publicUrl}${PORTAL_CALLBACKS.signOut}`],
      },
    ],
    scopes,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    async findAccount(_ctx, id) {
      const user = await account(id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, name: user.name, preferred_username: user.username }),
      };
    },
    // The API maps tokens to accounts by a claim (OIDC_USER_CLAIM, as for an external provider);
    // `ver` lets a password change or deactivation end the provider's tokens as it ends sessions.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await account(token.accountId);
      return user ? { preferred_username: user.username, ver: user.ver } : undefined;
    },
    // The portal is first-party: its users are not asked to consent to their own portal.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId || client.clientId !== oidc.clientId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await ctx.oidc.provider.Grant.find(grantId))) ||
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(scopes.join(' '));
      grant.addResourceScope(oidc.audience, oidc.apiScope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx, interaction) => interactionPath(interaction.uid) },
    cookies: { keys: [opts.cookieKey] },
    jwks: opts.keys,
    ttl: {
      AccessToken: oidc.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
      RefreshToken: 8 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      // The portal (a public client) revokes its own tokens only; nobody else's.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = providerPage(localeOf(ctx), 'logout', form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = providerPage(localeOf(ctx), 'loggedOut');
        },
      },
      resourceIndicators: {
        enabled: true,
        // Asked for the API's scope, the token is the API's (a JWT for its audience); without it,
        // an opaque token for the userinfo endpoint.
        defaultResource: async (ctx) =>
          String(ctx.oidc.params?.scope ?? '')
            .split(' ')
            .includes(oidc.apiScope)
            ? oidc.audience
            : undefined,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== oidc.audience) throw new errors.InvalidTarget();
          return {
            scope: oidc.apiScope,
            audience: oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: oidc.accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = providerPage(localeOf(ctx), 'error', undefined, out.error_description ?? out.error);
    },
  });
  // Behind a reverse proxy the issuer's scheme and host come from its X-Forwarded-* headers.
  provider.proxy = config.trustProxy !== false;
  return provider;
}

function localeOf(ctx: KoaContextWithOIDC): Locale {
  return ctx.cookies.get('locale') === 'en' ? 'en' : 'vi';
}
