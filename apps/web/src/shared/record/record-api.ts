import { type Access, allows } from '@arflow/domain/permissions';
import type { z } from 'zod';
import { call, type ResponseSchema } from '../api/client.ts';
import { recordQueries } from '../api/record-queries.ts';
import { useRefreshingMutation } from '../api/useRefreshingMutation.ts';
import { getList } from '../list/list-request.ts';
import type { ListOptions } from '../list/list-state.ts';
import { useSession } from '../session/session.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A module's calls for a list + form + detail, declared once beside the server's paths: the
 * reads of `recordQueries`, the form's save (add, or edit by id), the workflow's actions (one
 * mutation whose variable is the action) and whether the user may write. Every write reloads
 * the area's queries.
 */
export function recordApi<F extends string, L, D, Form, Saved, A extends string = never>(
  area: string,
  o: {
    /** `exported`: the server declares the list's Excel export (`<path>/export`). */
    list: ListOptions<F> & { path: string; schema: ResponseSchema<L>; exported?: true };
    detail: { path: (id: number) => string; schema: ResponseSchema<D> };
    form: z.ZodType<Form>;
    save: { create: string; edit: (id: number) => string; schema: ResponseSchema<Saved> };
    /** The workflow's actions other than the form's: `action → id → 'METHOD /path'`. */
    actions?: Record<A, (id: number) => `${Method} /${string}`>;
    write: Access;
  },
) {
  const { path, schema, exported, ...list } = o.list;
  const queries = recordQueries(area, { list: { path, schema, filters: list.filters }, detail: o.detail });
  return {
    ...queries,
    list: list as ListOptions<F>,
    /** The list's call for a state, for its Excel export (the list hook sends the same query). */
    listRequest: exported ? getList<F>(path) : undefined,
    form: o.form,
    useSave: (id?: number) =>
      useRefreshingMutation(queries.all, (body: Form) =>
        call(id ? o.save.edit(id) : o.save.create, { method: 'POST', body, schema: o.save.schema }),
      ),
    useAction: (id: number) =>
      useRefreshingMutation(queries.all, (action: A) => {
        const [method, at] = o.actions![action](id).split(' ') as [Method, string];
        return call(at, { method, schema: o.save.schema });
      }),
    useCanWrite: () => allows(o.write, useSession().user),
  };
}

export type RecordApi<F extends string, L, D, Form, Saved, A extends string> = ReturnType<
  typeof recordApi<F, L, D, Form, Saved, A>
>;
