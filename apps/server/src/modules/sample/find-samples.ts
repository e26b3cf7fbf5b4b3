import type { Paged } from '@arflow/domain/api/paging';
import { SAMPLE_SORT_COLUMNS, type SampleItem, type SampleListQuery } from '@arflow/domain/api/sample';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { sampleScope, selectSamples, toSampleItem } from './sample.query.ts';
import { samples } from './sample.tables.ts';

export async function findSamples(opts: {
  db: DbOrTx;
  actor: UserState | null;
  query: SampleListQuery;
}): Promise<Paged<SampleItem>> {
  const { db, actor, query } = opts;
  const filters: (SQL | undefined)[] = [sampleScope(actor)];
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
    select: () => selectSamples(db),
    where: and(...filters),
    sortable: sortableColumns(samples, SAMPLE_SORT_COLUMNS),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: samples.id,
    map: toSampleItem,
  });
}
