import type { Paged } from '@arflow/domain/api/paging';
import type { SampleItem, SampleListQuery } from '@arflow/domain/api/sample';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage } from '../../platform/db/paging.ts';
import { toSampleItem } from './sample.mapper.ts';
import { samples } from './sample.tables.ts';

const SORTABLE = {
  id: samples.id,
  code: samples.code,
  name: samples.name,
  amount: samples.amount,
  rate: samples.rate,
  effective_date: samples.effectiveDate,
  status: samples.status,
  updated_at: samples.updatedAt,
};

/** LIKE treats % and _ as wildcards; a keyword is matched literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findSamples(opts: { db: DbOrTx; query: SampleListQuery }): Promise<Paged<SampleItem>> {
  const { db, query } = opts;
  const filters: SQL[] = [];
  if (query.keyword) {
    // Each ILIKE is served by its column's trigram GIN index (sample.tables.ts), combined as a
    // BitmapOr; keywords under three characters have no trigram and fall back to a scan.
    const p = likePattern(query.keyword);
    filters.push(or(ilike(samples.code, p), ilike(samples.name, p), ilike(samples.email, p)) as SQL);
  }
  if (query.status) filters.push(eq(samples.status, query.status));
  return findPage({
    db,
    input: query,
    select: () => db.select().from(samples).$dynamic(),
    where: and(...filters),
    sortable: SORTABLE,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: samples.id,
    map: toSampleItem,
  });
}
