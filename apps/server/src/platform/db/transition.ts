import {
  type AnyWorkflow,
  decide,
  SYSTEM_ACTOR,
  type TransitionInput,
  type WfAction,
} from '@arflow/domain/workflows/engine';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { diff, writeAudit, writeHistory } from '../audit/audit.ts';
import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';
import type { Tx } from './client.ts';

/** A table whose rows live by a workflow: an id, a status and who changed it when. */
export type StatusTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  updated_at: AnyPgColumn;
  updated_by: AnyPgColumn;
};

/** One workflow action on a row of `table`, as the callers name it. */
type Step<W extends AnyWorkflow> = {
  workflow: W;
  action: WfAction<W>;
  input?: TransitionInput;
  /** What the audit row keeps of the request (secrets are redacted). */
  payload?: unknown;
};
type TableStep<T extends StatusTable, W extends AnyWorkflow> = Step<W> & { table: T };

const BOOKKEEPING = new Set(['status', 'updated_at', 'updated_by']);

/**
 * Take a workflow action on one row, the only way a status changes: lock the row (within the
 * caller's scope, so another company's id is 404), ask the workflow engine, write the new status
 * and any other columns with a conditional UPDATE, then the status-history row (with the changed
 * fields) and the audit row, all in the caller's transaction. Two concurrent actions serialise on
 * the row lock; the loser sees the new status and is refused by the engine.
 */
export async function applyTransition<T extends StatusTable, W extends AnyWorkflow>(
  tx: Tx,
  ctx: RequestContext,
  o: TableStep<T, W> & {
    id: number;
    /** The caller's scope (e.g. `ownedBy(actor, table.ent_id)`); undefined for no restriction. */
    scope?: SQL | undefined;
    /** Other columns the action writes (an edit's fields). */
    set?: Partial<T['$inferInsert']>;
    /** Decide as the system (rules `by: 'system'`), e.g. an invitee accepting through their link. */
    asSystem?: boolean;
    /** Changes the action made elsewhere (e.g. a company's satellite row), kept in the same history row. */
    alsoChanged?: Record<string, { from: unknown; to: unknown }>;
    /**
     * The column the workflow moves when a row carries a second life beside `status` (the
     * buyer's code of a transaction, `buyer_status`); `status` by default.
     */
    statusColumn?: keyof T['$inferSelect'] & string;
  },
): Promise<T['$inferSelect']> {
  const table = o.table as StatusTable;
  const key = o.statusColumn ?? 'status';
  const column = (table as unknown as Record<string, AnyPgColumn>)[key]!;
  const [before] = (await tx
    .select()
    .from(table)
    .where(and(eq(table.id, o.id), o.scope))
    .for('update')) as Record<string, unknown>[];
  if (!before) throw new AppError('NOT_FOUND');

  const from = (before[key] ?? null) as W['states'][number] | null;
  const to = decided(o, from, o.asSystem ? SYSTEM_ACTOR : ctx.actor);

  const set = {
    ...o.set,
    [key]: to,
    updated_at: ctx.clock.now(),
    updated_by: ctx.actor?.id ?? null,
  };
  const [row] = (await tx
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, o.id), from === null ? isNull(column) : eq(column, from)))
    .returning()) as T['$inferSelect'][];
  if (!row) throw new AppError('TRANSITION_NOT_ALLOWED');

  const edited = Object.fromEntries(
    Object.keys(o.set ?? {})
      .filter((k) => !BOOKKEEPING.has(k) && k !== key && k in getTableColumns(table))
      .map((k) => [k, (row as Record<string, unknown>)[k]]),
  );
  const changes = { ...diff(before, edited), ...o.alsoChanged };
  const statusChanged = String(from) !== String(to);
  if (statusChanged || Object.keys(changes).length > 0) {
    await writeHistory(tx, ctx, {
      entity: o.workflow.entity,
      entityId: o.id,
      action: String(o.action).toUpperCase(),
      from: statusChanged ? String(from) : null,
      to: statusChanged ? String(to) : null,
      reason: typeof o.input?.reason === 'string' ? o.input.reason : null,
      changes: Object.keys(changes).length > 0 ? changes : null,
    });
  }
  await auditStep(tx, ctx, o, o.id);
  return row;
}

/**
 * Create a row through its workflow's creation rule (`from: null`): the engine decides the first
 * status and who may create; the row, its CREATE history row and its audit row are written in
 * the caller's transaction.
 */
export async function insertWithTransition<T extends StatusTable, W extends AnyWorkflow>(
  tx: Tx,
  ctx: RequestContext,
  o: TableStep<T, W> & {
    values: Omit<T['$inferInsert'], 'status' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'>;
  },
): Promise<T['$inferSelect']> {
  const to = decided(o, null, ctx.actor);
  const now = ctx.clock.now();
  const by = ctx.actor?.id ?? null;
  const [row] = (await tx
    .insert(o.table)
    .values({
      ...o.values,
      status: to,
      created_at: now,
      updated_at: now,
      created_by: by,
      updated_by: by,
    } as never)
    .returning()) as unknown as (T['$inferSelect'] & { id: number })[];
  if (!row) throw new Error('insert returned no row');
  await writeHistory(tx, ctx, {
    entity: o.workflow.entity,
    entityId: row.id,
    action: String(o.action).toUpperCase(),
    to: String(to),
  });
  await auditStep(tx, ctx, o, row.id);
  return row;
}

/** The engine's answer for a step; a refusal is its error code. */
function decided<W extends AnyWorkflow>(
  o: Step<W>,
  from: W['states'][number] | null,
  actor: Parameters<typeof decide>[0]['actor'],
) {
  const decision = decide({ workflow: o.workflow, action: o.action, from, actor, input: o.input });
  if (!decision.ok) throw new AppError(decision.code);
  return decision.to;
}

/** Every step's audit row: `<entity>.<action>` with what the request asked. */
function auditStep<W extends AnyWorkflow>(tx: Tx, ctx: RequestContext, o: Step<W>, entityId: number) {
  return writeAudit(tx, ctx, {
    action: `${o.workflow.entity}.${String(o.action)}`,
    entity: o.workflow.entity,
    entityId,
    payload: o.payload,
  });
}

/**
 * A form's save through its workflow: without an id the `create` rule inserts `values`; with one,
 * the `update` rule writes `set` (`values` unless given) to that row within `scope`.
 */
export function saveThroughWorkflow<T extends StatusTable, W extends AnyWorkflow>(
  tx: Tx,
  ctx: RequestContext,
  o: {
    table: T;
    workflow: W;
    id?: number | undefined;
    values: Omit<T['$inferInsert'], 'status' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'>;
    set?: Partial<T['$inferInsert']>;
    scope?: SQL | undefined;
    payload?: unknown;
  },
): Promise<T['$inferSelect']> {
  const { table, workflow, payload } = o;
  if (o.id === undefined)
    return insertWithTransition(tx, ctx, { table, workflow, action: 'create', values: o.values, payload });
  const set = (o.set ?? o.values) as Partial<T['$inferInsert']>;
  return applyTransition(tx, ctx, {
    table,
    workflow,
    action: 'update',
    id: o.id,
    scope: o.scope,
    set,
    payload,
  });
}
