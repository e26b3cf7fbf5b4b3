import type { DbOrTx } from '../../platform/db/client.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';

/** Tests: a partner takes a transaction's funding (what the funder's selection step records). */
export async function fundBy(db: DbOrTx, transId: number, partnerId: number): Promise<void> {
  await db
    .insert(transactionFundingPartners)
    .values({ trans_id: transId, partner_id: partnerId, selected_at: new Date() });
}
