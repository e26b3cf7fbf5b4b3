import type { ListColumn } from '@arflow/domain/api/paging';

/** One list export to try (platform/lists/export.int.test.ts): a module's `<module>.export-cases.ts` lists its own. */
export interface ExportCase {
  method: 'GET' | 'POST';
  /** The list's URL with `/api` (its export is `<url>/export`). */
  url: string;
  /** Path parameters that are companies, by demo code (`:id` → 'PTN03'): their ids differ per database. */
  companies?: Record<string, string>;
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
 * The common case: a POST list with no filter, sorted on one of its columns. E.g.
 * postListCase('/api/group/list', 'master', GROUP_COLUMNS, 'name', 'name') sorts on name, ascending.
 */
export function postListCase(
  url: string,
  user: string,
  columns: readonly ListColumn[],
  key: string,
  sort: string,
  dir: 'ASC' | 'DESC' = 'ASC',
): ExportCase {
  return {
    method: 'POST',
    url,
    user,
    input: { search_condition: {}, sort_column: sort, sort_direction: dir },
    columns,
    key,
  };
}
