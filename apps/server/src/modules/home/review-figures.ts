import type { FunderHome } from '@arflow/domain/api/home';
import { FUNDER_LISTS } from '@arflow/domain/funder-review';
import { REVIEW_AGE_BUCKETS } from '@arflow/domain/home';
import { and, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { submittedDay } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { bucketSums, countWhere, sumWhere } from './sums.ts';

/** The lists of the review work, in the order the home shows them. */
const REVIEW_LISTS = ['progress', 'internal', 'holding'] as const;

/**
 * Credit staff's figures: the transactions of each review stage (count and receivables' value,
 * as the funder lists show them under `state`), and the review queue (the progress list) by
 * days since submission, as that list shows them under `submitted_from`/`submitted_to`.
 */
export async function reviewFigures(
  db: DbOrTx,
  actor: UserState,
  today: string,
): Promise<NonNullable<FunderHome['review']>> {
  const stages = REVIEW_LISTS.flatMap((list) => FUNDER_LISTS[list].map((stage) => ({ list, stage })));
  const queue = inArray(transactions.status, [...FUNDER_LISTS.progress]);
  const ages = bucketSums(REVIEW_AGE_BUCKETS, today, submittedDay, transactions.total_ar_amount);
  const byStage = await db
    .select({
      stage: transactions.status,
      count: countWhere(),
      amount: sumWhere(transactions.total_ar_amount),
    })
    .from(transactions)
    .where(
      and(
        ownedBy(actor, transactions.ent_id),
        inArray(
          transactions.status,
          stages.map((s) => s.stage),
        ),
      ),
    )
    .groupBy(transactions.status);
  const [aged] = await db
    .select(ages.fields)
    .from(transactions)
    .where(and(ownedBy(actor, transactions.ent_id), queue));
  return {
    stages: stages.map(({ list, stage }) => {
      const row = byStage.find((r) => r.stage === stage);
      return { list, stage, count: row?.count ?? 0, amount: row?.amount ?? 0 };
    }),
    ages: ages.read(aged),
  };
}
