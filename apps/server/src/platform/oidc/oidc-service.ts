import type { RotateKeysResponse } from '@arflow/domain/api/sso';
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import { appSecret } from '../auth/signing-secret.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db, Tx } from '../db/client.ts';
import type { NoticeHandler } from '../db/notices.ts';
import { AppError } from '../http/app-error.ts';
import { type EmbeddedKeySet, embeddedKeySet, ProviderTokens, remoteKeySet } from './access-tokens.ts';
import { publicJwk, rotateIfDue, rotateSigningKey, signingKeys } from './keys.ts';
import { createProvider } from './provider.ts';

/**
 * Single sign-on on this server: the embedded provider (unless OIDC_ISSUER names an external
 * one) and the API's acceptance of the provider's access tokens. Started when the app gets
 * ready, after main's migrations, because keys and cookie secret live in the database.
 * When the keys change (`rotateKeys` here or on another instance), every instance hears it on
 * OIDC_KEYS_CHANNEL and builds its provider again with them: the new key signs, the previous
 * one still verifies.
 */
export class OidcService {
  private current: Provider | undefined;
  private signingKids = '';
  private published: EmbeddedKeySet | undefined;
  private cookieKey: string | undefined;
  /** The rebuild in progress, so notices arriving together read the keys once. */
  private loading: Promise<void> | undefined;

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
    await rotateIfDue(db, oidc.keyRotationDays);
    this.cookieKey = await appSecret(db, 'oidc_cookie_key');
    await this.load();
    // The API verifies with the keys in the database, newer than this instance's if another rotated.
    this.published = embeddedKeySet(async () => (await signingKeys(db)).map(publicJwk));
    tokens.useProvider(new ProviderTokens(db, oidc, this.published));
  }

  /**
   * A new signing key for every instance (the previous one kept in the JWKS); `then` runs in its
   * transaction. Answers the keys now published; with an external provider, 409.
   */
  async rotateKeys(then?: (tx: Tx, kid: string) => Promise<void>): Promise<RotateKeysResponse> {
    if (!this.config.oidc.embedded) throw new AppError('SSO_KEYS_EXTERNAL');
    const kid = await rotateSigningKey(this.db, then);
    // Not a load begun before the new key was committed: this instance signs with it on answering.
    await this.loading;
    this.published?.forget();
    await this.load();
    return { kid, published: (await signingKeys(this.db)).map((k) => k.kid!) };
  }

  /** What OIDC_KEYS_CHANNEL's notices do (platform/db/notices.ts). */
  readonly notices: NoticeHandler = {
    notice: () => this.reloadQuietly(),
    missed: () => this.reloadQuietly(),
  };

  /**
   * A failed read (the database away) keeps the keys this instance has: the key it signs with
   * stays published for one more rotation, and the next notice or reconnection reads again.
   */
  private reloadQuietly(): void {
    this.reload().catch(() => {});
  }

  /** Read the keys again; the provider is built again only when they changed. */
  private reload(): Promise<void> {
    if (!this.current) return Promise.resolve();
    this.published?.forget();
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const keys = await signingKeys(this.db);
    const kids = keys.map((k: JWK) => k.kid).join(' ');
    if (this.current && kids === this.signingKids) return;
    this.current = createProvider({
      db: this.db,
      config: this.config,
      keys: { keys },
      cookieKey: this.cookieKey!,
    });
    this.signingKids = kids;
  }
}
