import type { ListExport } from '@arflow/domain/api/paging';
import type { ErrorCode } from '@arflow/domain/errors';
import type { Access } from '@arflow/domain/permissions';
import { type AnyWorkflow, availableActions, type WfAction } from '@arflow/domain/workflows/engine';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit.ts';
import { findHistory } from '../audit/history.ts';
import type { UserState } from '../auth/user-state.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { findPage, type PageInput, sortableColumns } from '../db/paging.ts';
import { applyTransition, insertWithTransition, type StatusTable } from '../db/transition.ts';
import { AppError, fieldError } from '../http/app-error.ts';
import { type RequestContext, requestContext, requireActor } from '../http/context.ts';
import type { ModuleDeps, ZodApp } from '../http/types.ts';

type Schema = z.ZodType;
type Method = 'GET' | 'POST' | 'DELETE';
type IdTable = PgTable & { id: AnyPgColumn };

/**
 * The list, one record, its form and its workflow actions of a module, declared once: each route
 * keeps its own path, permission and schemas (so the API reads as the spec names it), and the
 * use-case behind it is the platform's, the same for every module. A module with rules these do
 * not cover writes its own use-case and route beside the declaration.
 */
export interface RecordRoutes<T extends IdTable, Item, Form, Query, Row = T['$inferSelect']> {
  tags: string[];
  access: { read: Access; write: Access };
  /** `{id}` in every path with a `:id` (`idParam` of `@arflow/domain/api/params`). */
  params: Schema;
  table: T;
  /**
   * The record's life: saves go through its `create` and `update` rules and `actions` through
   * theirs (status history and audit rows included). Without one, a save is a plain insert or
   * update with its audit row (`<entity>.create`, `.update`, `.delete`).
   */
  workflow?: AnyWorkflow;
  /** The audit rows' entity when there is no workflow (the workflow's `entity` otherwise). */
  entity?: string;
  /** The rows a caller sees; every read and write of the routes adds it (404 outside it). */
  scope?(actor: UserState | null): SQL | undefined;
  /** The read of every route (`db.select(…).from(table)…$dynamic()`, joins included); `scope` is added. */
  select?(db: DbOrTx): PgSelect;
  /** A row of `select` (or a written row, without one) as the API answers it. */
  toItem?(row: Row): Item;
  /**
   * One record the caller may see (detail, and after a workflow write); `select` by id by default.
   * None found: `undefined`, or the module's own load may throw NOT_FOUND itself.
   */
  load?(db: DbOrTx, id: number, actor: UserState | null): Promise<Item | undefined>;
  list?: {
    path: string;
    query: z.ZodType<Query>;
    response: Schema;
    /** The list's Excel export at `<path>/export` (platform/lists/export.ts): its declared columns. */
    export?: ListExport;
  } & (
    | {
        /** A paged list (`findPage`) of `select` within the scope, filtered by these conditions. */
        filter(query: Query): (SQL | undefined)[];
        /** The domain's sort columns, each the table's column of that name. */
        sortColumns: readonly string[];
        defaultSort?: { column: string; direction: 'ASC' | 'DESC' };
      }
    | { find(o: { db: DbOrTx; actor: UserState | null; query: Query }): Promise<unknown> }
  );
  /** `{data, history, actions}`: the record, its timeline and the workflow's actions for the caller. */
  detail?: { path: string; response: Schema };
  save?: {
    create: string;
    edit: string;
    body: z.ZodType<Form>;
    /** `{data}`: the saved record; also the answer of `actions` and `remove`. */
    response: Schema;
    /** Columns a new record takes besides the form (its owner). */
    owner?(actor: UserState): Partial<T['$inferInsert']>;
    /**
     * Unique index name → the field it refuses and its error. With `lower` (the indexed column,
     * unique whatever the case) the save checks first, so another record's value is refused
     * before the write; the index still refuses the loser of two saves racing for one value.
     */
    unique?: Record<string, { field: keyof Form & string; code: ErrorCode; lower?: AnyPgColumn }>;
  };
  /** Workflow actions on one record: `action → METHOD /path/:id`. */
  actions?: Record<string, `${Method} /${string}`>;
  /** `DELETE /path/:id`: removes the row (no workflow), answering it as it was. */
  remove?: string;
}

/** The routes of a record declaration, for a module manifest's `routes`. */
export function recordRoutes<T extends IdTable, Item, Form, Query, Row>(
  spec: RecordRoutes<T, Item, Form, Query, Row>,
) {
  return (app: ZodApp, { db, clock }: ModuleDeps): void => {
    const use = records(spec);
    const read = { access: spec.access.read };
    const write = { access: spec.access.write };
    const { tags, params } = spec;
    const answer = spec.save?.response;
    type Req = { params: { id: number }; query: Query; body: Form; actor: UserState | null };
    const route = (method: Method, url: string, config: object, schema: object, run: (req: Req) => unknown) =>
      app.route({ method, url, config, schema: { tags, ...schema }, handler: (req) => run(req as never) });
    const ctx = (req: Req) => requestContext(req as never, clock);

    if (spec.list) {
      const { path, query, response } = spec.list;
      const config = spec.list.export ? { ...read, list: spec.list.export } : read;
      route('GET', path, config, { querystring: query, response: { 200: response } }, (req) =>
        use.list(db, req.actor, req.query),
      );
    }
    if (spec.detail) {
      route('GET', spec.detail.path, read, { params, response: { 200: spec.detail.response } }, (req) =>
        use.get(db, req.actor, req.params.id),
      );
    }
    for (const [action, at] of Object.entries(spec.actions ?? {})) {
      const [method, path] = at.split(' ') as [Method, string];
      route(method, path, write, { params, response: { 200: answer } }, async (req) => ({
        data: await use.act(db, ctx(req), action, req.params.id),
      }));
    }
    if (spec.save) {
      const { create, edit, body } = spec.save;
      route('POST', create, write, { body, response: { 200: answer } }, async (req) => ({
        data: await use.save(db, ctx(req), req.body),
      }));
      route('POST', edit, write, { params, body, response: { 200: answer } }, async (req) => ({
        data: await use.save(db, ctx(req), req.body, req.params.id),
      }));
    }
    if (spec.remove) {
      route('DELETE', spec.remove, write, { params, response: { 200: answer } }, async (req) => ({
        data: await use.remove(db, ctx(req), req.params.id),
      }));
    }
  };
}

/** The use-cases behind the routes: list, get, save, a workflow action, remove. */
export function records<T extends IdTable, Item, Form, Query, Row>(
  spec: RecordRoutes<T, Item, Form, Query, Row>,
) {
  const table = spec.table as unknown as StatusTable;
  const workflow = spec.workflow;
  const entity = workflow?.entity ?? spec.entity ?? 'record';
  const scopeOf = (actor: UserState | null) => spec.scope?.(actor);
  const item = (row: unknown) => spec.toItem!(row as Row);
  const load = async (db: DbOrTx, actor: UserState | null, id: number) => {
    const found = spec.load
      ? await spec.load(db, id, actor)
      : ((await spec.select!(db).where(and(scopeOf(actor), eq(table.id, id)))) as unknown[]).map(item)[0];
    if (found === undefined) throw new AppError('NOT_FOUND');
    return found;
  };

  return {
    async list(db: DbOrTx, actor: UserState | null, query: Query) {
      const list = spec.list!;
      if ('find' in list) return list.find({ db, actor, query });
      return findPage({
        db,
        input: query as PageInput,
        select: () => spec.select!(db),
        where: and(scopeOf(actor), ...list.filter(query)),
        sortable: sortableColumns(table, list.sortColumns as never[]),
        defaultSort: list.defaultSort,
        tieBreaker: table.id,
        map: item,
      });
    },

    async get(db: DbOrTx, actor: UserState | null, id: number) {
      const data = await load(db, actor, id);
      const from = (data as { status?: string }).status ?? null;
      const actions = workflow ? availableActions({ workflow, from, actor }).map((a) => a.action) : [];
      return { data, history: await findHistory(db, entity, id), actions };
    },

    /** Create (no id) or edit one record within the caller's scope. */
    async save(db: Db, ctx: RequestContext, form: Form, id?: number): Promise<Item> {
      const save = spec.save!;
      try {
        return await db.transaction(async (tx) => {
          for (const { field, code, lower: column } of Object.values(save.unique ?? {})) {
            if (!column) continue;
            const value = (form as Record<string, unknown>)[field];
            const others = id === undefined ? undefined : ne(table.id, id);
            const taken = await tx
              .select({ id: table.id })
              .from(table)
              .where(and(sql`lower(${column}) = lower(${value})`, others));
            if (taken.length > 0) throw fieldError(field, code);
          }
          if (workflow) {
            const actor = requireActor(ctx);
            const values = { ...form, ...save.owner?.(actor) } as never;
            const row =
              id === undefined
                ? await insertWithTransition(tx, ctx, {
                    table,
                    workflow,
                    action: 'create',
                    values,
                    payload: form,
                  })
                : await applyTransition(tx, ctx, {
                    table,
                    workflow,
                    action: 'update' as WfAction<typeof workflow>,
                    id,
                    scope: scopeOf(actor),
                    set: form as never,
                    payload: form,
                  });
            return load(tx, actor, (row as { id: number }).id);
          }
          const now = ctx.clock.now();
          const by = ctx.actor?.id ?? null;
          const [row] =
            id === undefined
              ? await tx
                  .insert(table)
                  .values({
                    ...form,
                    created_by: by,
                    updated_by: by,
                    created_at: now,
                    updated_at: now,
                  } as never)
                  .returning()
              : await tx
                  .update(table)
                  .set({ ...form, updated_by: by, updated_at: now } as never)
                  .where(and(eq(table.id, id), scopeOf(ctx.actor)))
                  .returning();
          if (!row) throw new AppError('NOT_FOUND');
          const action = `${entity}.${id === undefined ? 'create' : 'update'}`;
          await writeAudit(tx, ctx, { action, entity, entityId: row.id as number, payload: form });
          // A record read through `select` (joins, counts) answers as its reads do.
          return spec.select || spec.load ? load(tx, ctx.actor, row.id as number) : item(row);
        });
      } catch (err) {
        for (const [index, refusal] of Object.entries(save.unique ?? {})) {
          if (isUniqueViolation(err, index)) throw fieldError(refusal.field, refusal.code);
        }
        throw err;
      }
    },

    /** A workflow action (no form) on one record within the caller's scope. */
    async act(db: Db, ctx: RequestContext, action: string, id: number): Promise<Item> {
      const actor = requireActor(ctx);
      return db.transaction(async (tx) => {
        const scope = scopeOf(actor);
        await applyTransition(tx, ctx, { table, workflow: workflow!, action, id, scope });
        return load(tx, actor, id);
      });
    },

    /** Delete one row within the caller's scope; the audit row keeps it as it was. */
    async remove(db: Db, ctx: RequestContext, id: number): Promise<Item> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(table)
          .where(and(eq(table.id, id), scopeOf(ctx.actor)))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        await writeAudit(tx, ctx, { action: `${entity}.delete`, entity, entityId: id, payload: row });
        return item(row);
      });
    },
  };
}
