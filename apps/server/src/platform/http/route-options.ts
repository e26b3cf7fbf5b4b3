import type { Access } from '@arflow/domain/permissions';

/**
 * The options of one route: who may call it, its API-document entry and its schemas. Every route
 * says these same things; said once here (as `listRoute` does for lists), the handler's `req`
 * stays typed by the schemas given.
 */
export function routeOptions<Params = undefined, Query = undefined, Body = undefined, Response = unknown>(o: {
  tags: string[];
  /** The API document's sentence for it (or the module's operations.ts names it). */
  summary?: string;
  access: Access;
  params?: Params;
  querystring?: Query;
  body?: Body;
  response: Response;
}) {
  // Only the schemas given are set (Fastify, the API document and the route checks read a key's
  // presence); the type keeps all of them so that the handler's `req` is typed by what was given.
  const schema = {
    tags: o.tags,
    ...(o.summary && { summary: o.summary }),
    ...(o.params !== undefined && { params: o.params }),
    ...(o.querystring !== undefined && { querystring: o.querystring }),
    ...(o.body !== undefined && { body: o.body }),
    response: { 200: o.response },
  } as {
    tags: string[];
    summary?: string;
    params: Params;
    querystring: Query;
    body: Body;
    response: { 200: Response };
  };
  return { config: { access: o.access }, schema };
}
