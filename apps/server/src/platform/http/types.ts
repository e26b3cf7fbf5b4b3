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
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';

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
  clock: Clock;
  userStates: UserStateCache;
  tokens: TokenService;
  /** The one file store (platform/files): every upload and generated document. */
  files: FileStore;
}
