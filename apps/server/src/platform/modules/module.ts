import type { DbOrTx, Tx } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';
import type { RequestContext } from '../http/context.ts';
import type { ModuleDeps, ZodApp } from '../http/types.ts';
import type { DailyStep } from '../jobs/daily-steps.ts';

/** What the demo seed knows when a module seeds its records: who the demo companies and users are. */
export interface DemoWorld {
  tx: Tx;
  now: Date;
  /** Enterprise id by demo company code (e.g. 'ARFLOW', 'BUY01', 'SUP01'). */
  enterpriseId(code: string): number;
  /** User id by demo username (e.g. 'master', 'buyer1'). */
  userId(username: string): number;
  /**
   * A demo user's request context, for a seed step that runs a use-case as the API would (its
   * status and audit rows name that user): the seed's clock, on business date `today` (the
   * seed's by default).
   */
  contextOf(username: string, today?: string): RequestContext;
  /**
   * The file store, for records whose files the demo stores (legal records). Absent when the
   * seed runs without one; such records are then left out.
   */
  files?: FileStore;
}

/**
 * How the scoping matrix test (platform/modules/scoping.int.test.ts) exercises a module: it makes
 * a record owned by a given company and fills the path parameters, and the ids found in the
 * query and body schemas, of the module's routes with it. Every module whose routes take a
 * record id provides one; the test fails for a module route it cannot exercise.
 */
export interface ScopingFixture {
  /**
   * Create a record owned by enterprise `ownerId`; answer the path parameters that name it and
   * the ids the module's queries and bodies take, by field name (e.g. `buy_id`, `ar_id`; a
   * list field such as `ar_ids` gets the one id; `METHOD /path field` when the field names a
   * different record on that route). `deps` gives the app's services (e.g. the
   * file store, for a record whose file must exist).
   */
  record(db: DbOrTx, ownerId: number, deps: ModuleDeps): Promise<Record<string, string>>;
  /**
   * A valid body for a route (`METHOD /api/path`), so the call reaches the scope check; `ids` are
   * what `record` answered for the record in the call's path, for a body that must name one of
   * its parts (e.g. a partner the record's company may take). Empty when no record was made.
   */
  body?(route: string, ids: Record<string, string>): unknown;
}

/**
 * A module's routes that take path parameters but name no company-owned record (e.g. a
 * username to check), each with the reason: the scoping matrix skips them knowingly. A key
 * `METHOD /path` skips the whole route; `METHOD /path field` (e.g. `POST /api/x certificate_id`)
 * skips one query or body id the matrix cannot exercise.
 */
export type Unscoped = Record<string, string>;

/**
 * The same reason for several routes (or `METHOD /path field` ids) the scoping matrix skips:
 * a module's workflow steps, or every route that takes one kind of id, usually share one.
 */
export function unscopedAll(routes: readonly string[], why: string): Unscoped {
  return Object.fromEntries(routes.map((route) => [route, why]));
}

/**
 * A server module declares itself once: its routes (with their permissions next to each path),
 * its demo records and its scoping fixture. Tables are found by drizzle-kit's glob
 * (`src/**\/*.tables.ts`). `modules/index.ts` lists the modules, one line each.
 */
export interface ServerModule {
  name: string;
  routes(app: ZodApp, deps: ModuleDeps): void;
  /** Adds the module's demo records to the demo world (runs once, in the seed's transaction). */
  seedDemo?(world: DemoWorld): Promise<void>;
  scoping?: ScopingFixture;
  unscoped?: Unscoped;
  /** Close-of-business steps, run once per business date in the order of MODULES (platform/jobs). */
  dailySteps?: readonly DailyStep[];
  /** Work the job queue runs every minute, on one instance at a time (e.g. an outbox sender). */
  minuteTasks?: readonly MinuteTask[];
}

export interface MinuteTask {
  name: string;
  run(deps: ModuleDeps): Promise<unknown>;
}

export function defineModule<M extends ServerModule>(module: M): M {
  return module;
}
