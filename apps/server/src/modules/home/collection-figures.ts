import { COLLECTION_VIEWS, type CollectionView } from '@arflow/domain/api/collections';
import type { FunderHome, HomeBucketFigure } from '@arflow/domain/api/home';
import { LATE_BUCKETS } from '@arflow/domain/home';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';
import { bucketSums } from './sums.ts';

/**
 * One collection list's receivables by days since their due date: the rows that list shows
 * (sold, financed receivables at that stage) under `maturity_from`/`maturity_to`, counted with
 * the sum of their amounts.
 */
async function lateBuckets(db: DbOrTx, view: CollectionView, today: string): Promise<HomeBucketFigure[]> {
  const late = bucketSums(LATE_BUCKETS, today, receivables.maturity_date, receivables.ar_amount);
  const [row] = await db
    .select(late.fields)
    .from(receivables)
    .innerJoin(transactionReceivables, eq(transactionReceivables.ar_id, receivables.id))
    .where(and(inArray(receivables.status, [...COLLECTION_VIEWS[view]]), gt(receivables.advanced_amount, 0)));
  return late.read(row);
}

/** Collection's figures: overdue, and bad debt with what was written off, by days late. */
export async function collectionFigures(
  db: DbOrTx,
  today: string,
): Promise<NonNullable<FunderHome['collection']>> {
  return {
    overdue: await lateBuckets(db, 'overdue', today),
    bad_debt: await lateBuckets(db, 'bad-n-del', today),
  };
}
