import type { ListColumn } from '@arflow/domain/api/paging';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/users.tables.ts';
import type { ApiHarness } from './api.ts';

/** One list export to try (platform/lists/export.int.test.ts): a module's `<module>.export-cases.ts` lists its own. */
export interface ExportCase {
  method: 'GET' | 'POST';
  /** The list's URL with `/api` (its export is `<url>/export`). */
  url: string;
  /** Path parameters that are companies, by demo code (`:id` → 'PTN03'): their ids differ per database. */
  companies?: Record<string, string>;
  /** Path parameters that are users, by demo username (`:crm_id` → 'crm'). */
  users?: Record<string, string>;
  /** Filters that are companies, by demo code (`partner_id` → 'PTN01'): set into the input. */
  filterCompanies?: Record<string, string>;
  /** A demo user who may read the list, with rows in it. */
  user: string;
  /** Filters and sort: the query of a GET list, the body of a POST list. */
  input: Record<string, unknown>;
  columns: readonly ListColumn[];
  /** The list answers all its rows at once and takes no paging fields (a year's months). */
  whole?: true;
  /** A column whose values the export and the list must give in the same order (a code, a name). */
  key: string;
}

/**
 * A case in the usual shape: a POST list unless `method` says GET, its filters (the POST's
 * `search_condition`, the GET's query) and its sort as `[column, direction]` (DESC by default).
 */
export function listCase(o: {
  url: string;
  user: string;
  columns: readonly ListColumn[];
  key: string;
  method?: 'GET' | 'POST';
  sort?: readonly [column: string, direction?: 'ASC' | 'DESC'];
  filters?: Record<string, unknown>;
  companies?: Record<string, string>;
  users?: Record<string, string>;
  filterCompanies?: Record<string, string>;
  whole?: true;
}): ExportCase {
  const method = o.method ?? 'POST';
  const sort = o.sort ? { sort_column: o.sort[0], sort_direction: o.sort[1] ?? 'DESC' } : {};
  const filters = o.filters ?? {};
  return {
    method,
    url: o.url,
    user: o.user,
    input: method === 'POST' ? { search_condition: filters, ...sort } : { ...filters, ...sort },
    columns: o.columns,
    key: o.key,
    ...(o.companies && { companies: o.companies }),
    ...(o.users && { users: o.users }),
    ...(o.filterCompanies && { filterCompanies: o.filterCompanies }),
    ...(o.whole && { whole: o.whole }),
  };
}

/** A list's URL with its company and user path parameters filled in (their ids differ per database). */
export async function urlOf(
  api: ApiHarness,
  c: Pick<ExportCase, 'url' | 'companies' | 'users'>,
): Promise<string> {
  let url = c.url;
  for (const [name, code] of Object.entries(c.companies ?? {}))
    url = url.replace(`:${name}`, String(await api.idOf(code)));
  for (const [name, username] of Object.entries(c.users ?? {})) {
    const [user] = await api.t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    url = url.replace(`:${name}`, String(user!.id));
  }
  return url;
}

/** A list call as the portal makes it: a GET's input in its query string, a POST's as its body. */
export function callList(
  api: ApiHarness,
  method: ExportCase['method'],
  url: string,
  input: Record<string, unknown>,
  user: string,
  headers?: Record<string, string>,
) {
  if (method === 'POST') return api.post(url, input, user, headers);
  const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  return api.get(`${url}?${new URLSearchParams(query)}`, user, headers);
}
