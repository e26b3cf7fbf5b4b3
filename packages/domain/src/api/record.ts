import { z } from 'zod';
import { historyEntry } from './history.ts';
import { pagedQuery, pagedResponse } from './paging.ts';

/**
 * The answers of a list + form + detail record, from one declaration of its item: the paged
 * list and its query (filters, and the item's fields a list may sort by, so a renamed field is
 * a type error), the detail (the record, its timeline and the actions the caller may take now,
 * as the workflow engine decides them: the portal shows these buttons and no others) and the
 * answer of a save or an action (the saved record).
 */
export function recordSchemas<
  I extends z.ZodObject,
  F extends z.ZodRawShape,
  S extends readonly [keyof z.infer<I> & string, ...(keyof z.infer<I> & string)[]],
  A extends readonly [string, ...string[]],
>({ item, ...o }: { item: I; filters: F; sortColumns: S; actions: A }) {
  return {
    listQuery: pagedQuery(o.filters, o.sortColumns),
    listResponse: pagedResponse(item),
    detailResponse: z.object({
      data: item,
      history: z.array(historyEntry),
      actions: z.array(z.enum(o.actions)),
    }),
    saveResponse: z.object({ data: item }),
  };
}
