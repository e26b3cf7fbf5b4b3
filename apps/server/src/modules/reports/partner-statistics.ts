import type { PartnerForm } from '@arflow/domain/statuses/company';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactionFundingPartners as funded } from '../funder-transactions/funder-transactions.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';

/**
 * A corporate or person partner's statistics (spec §7 "Corporate and person": the buyer's set):
 * the funder's view of the trades the partner funds (decision 0080). The partner must be of the
 * route's form (a person's id on /corporate is not found, as an id that exists nowhere).
 */
export async function partnerOfForm(db: DbOrTx, partnerId: number, form: PartnerForm): Promise<void> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.id, partnerId),
        inArray(enterprises.type, ['PARTNER', 'DOITAC_NCC']),
        eq(enterprises.partner_form, form),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
}

/** The transactions a partner funds. */
const fundedBy = (partnerId: number) =>
  sql`select ${funded.trans_id} from ${funded} where ${funded.partner_id} = ${partnerId}`;

/** Transactions a partner funds: the list condition. */
export const partnerTransactions = (partnerId: number): SQL =>
  sql`${transactions.id} in (${fundedBy(partnerId)})`;

/** Receivables of the transactions a partner funds: the statistics' party. */
export const partnerReceivables = (partnerId: number): SQL =>
  sql`${receivables.id} in (select ${transactionReceivables.ar_id} from ${transactionReceivables} where ${transactionReceivables.trans_id} in (${fundedBy(partnerId)}))`;

/** 404 unless a partner of `form` funds transaction `transId`. */
export async function fundedByForm(db: DbOrTx, transId: number, form: PartnerForm): Promise<void> {
  const [row] = await db
    .select({ id: funded.trans_id })
    .from(funded)
    .innerJoin(enterprises, eq(enterprises.id, funded.partner_id))
    .where(and(eq(funded.trans_id, transId), eq(enterprises.partner_form, form)));
  if (!row) throw new AppError('NOT_FOUND');
}
