import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { unique } from '../enterprises/index.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { firstPayments } from '../payments/payments.tables.ts';

/** Tests: a partner takes a transaction's funding (what the funder's selection step records). */
export async function fundBy(db: DbOrTx, transId: number, partnerId: number): Promise<void> {
  await db
    .insert(transactionFundingPartners)
    .values({ trans_id: transId, partner_id: partnerId, selected_at: new Date() });
}

/**
 * Tests: a transaction's first payment on `date`, recorded by funder user `by` (its slip a
 * stored-file row of the funder's without its object).
 */
export async function payFirst(
  db: DbOrTx,
  transId: number,
  date: string,
  by: { id: number; enterpriseId: number },
): Promise<void> {
  const [slip] = await db
    .insert(storedFiles)
    .values({
      key: `reports/${unique().code}`,
      ent_id: by.enterpriseId,
      purpose: 'document',
      original_name: 'UyNhiemChi.pdf',
      content_type: 'application/pdf',
      size: 100,
      sha256: 'not-read-by-reports',
      created_at: new Date(),
    })
    .returning({ id: storedFiles.id });
  await db.insert(firstPayments).values({
    trans_id: transId,
    payment_date: date,
    file_id: slip!.id,
    created_at: new Date(),
    created_by: by.id,
  });
}
