import type { SampleItem } from '@arflow/domain/api/sample';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { samples } from './sample.tables.ts';

/**
 * Which samples a caller sees: a signed-in user its company's (funder staff every company's);
 * an anonymous visitor the funder's, which are the public demo records (spec §2: public screens).
 */
export function sampleScope(actor: UserState | null): SQL | undefined {
  return actor ? ownedBy(actor, samples.ent_id) : eq(enterprises.type, 'FUNDER');
}

/** Samples with their owner's name; every read adds `sampleScope` to its WHERE. */
export function selectSamples(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(samples);
  return db
    .select({ ...columns, ent_name: enterprises.name })
    .from(samples)
    .innerJoin(enterprises, eq(enterprises.id, samples.ent_id))
    .$dynamic();
}

/** A row as the API answers it: columns are named as the fields; moments become ISO strings. */
export function toSampleItem(row: RowOf<typeof selectSamples>): SampleItem {
  return isoInstants(row);
}
