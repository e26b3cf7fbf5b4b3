import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { UserStateCache } from '../auth/user-state.ts';
import type { BusinessClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';
import type { DailyStep } from '../jobs/daily-steps.ts';
import type { OidcService } from '../oidc/oidc-service.ts';

/** A Fastify instance whose routes take zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What modules get from the application: the database, config, clock, auth services, file store. */
export interface ModuleDeps {
  db: Db;
  pool: pg.Pool;
  config: Config;
  /** The business clock (platform/clock.ts): today() may run ahead of the real date. */
  clock: BusinessClock;
  /** Every module's close-of-business steps, in order (platform/jobs). */
  dailySteps: readonly DailyStep[];
  userStates: UserStateCache;
  tokens: TokenService;
  /** The one file store (platform/files): every upload and generated document. */
  files: FileStore;
  /** Single sign-on: the embedded OpenID provider, once started (platform/oidc). */
  oidc: OidcService;
}
