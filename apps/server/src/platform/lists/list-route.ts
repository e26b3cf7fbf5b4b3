import type { ListExport } from '@arflow/domain/api/paging';
import type { Access } from '@arflow/domain/permissions';

/**
 * The options of a list route (POST with a paging body): who may call it, its declared columns
 * and export file, its body and answer. Every list says the same four things, so they are said
 * once here; the answer's type stays the caller's, so the handler's `req.body` is still typed.
 */
export function listRoute<Body, Response>(o: {
  tags: string[];
  /** The API document's sentence for it (or the module's operations.ts names it). */
  summary?: string;
  access: Access;
  list: ListExport;
  body: Body;
  response: Response;
}) {
  return {
    config: { access: o.access, list: o.list },
    schema: {
      tags: o.tags,
      ...(o.summary && { summary: o.summary }),
      body: o.body,
      response: { 200: o.response },
    },
  };
}
