import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import { appSecret } from '../auth/signing-secret.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { embeddedKeySet, ProviderTokens, remoteKeySet } from './access-tokens.ts';
import { publicJwk, signingKeys } from './keys.ts';
import { createProvider } from './provider.ts';

/**
 * Single sign-on on this server: the embedded provider (unless OIDC_ISSUER names an external
 * one) and the API's acceptance of the provider's access tokens. Started when the app gets
 * ready, after main's migrations, because keys and cookie secret live in the database.
 */
export class OidcService {
  private current: Provider | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** The embedded provider; undefined with an external one, or before the start. */
  get provider(): Provider | undefined {
    return this.current;
  }

  async start(tokens: TokenService): Promise<void> {
    const { db, config } = this;
    const { oidc } = config;
    if (!oidc.embedded) {
      tokens.useProvider(new ProviderTokens(db, oidc, remoteKeySet(oidc.issuer)));
      return;
    }
    const keys = await signingKeys(db, oidc.keyRotationDays);
    this.current = createProvider({
      db,
      config,
      keys: { keys },
      cookieKey: await appSecret(db, 'oidc_cookie_key'),
    });
    // Newer keys than this instance's (another one rotated) are read from the database.
    const published = async () => (await signingKeys(db, oidc.keyRotationDays)).map(publicJwk);
    tokens.useProvider(new ProviderTokens(db, oidc, embeddedKeySet(published)));
  }
}
