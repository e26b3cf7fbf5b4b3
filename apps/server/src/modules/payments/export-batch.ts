import type { PaymentExportQuery } from '@arflow/domain/api/payments';
import type { Locale } from '@arflow/domain/text';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { listBanks } from '../enterprises/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { type BatchLine, batchWorkbook } from './batch-workbook.ts';
import { invalidField } from './invalid-field.ts';
import { LIST_STAGES, paymentScope, selectPayments, toPaymentItem } from './payments.query.ts';

/**
 * What the transfer says to the beneficiary: Vietnamese without tone marks in either language,
 * because it lands on a Vietnamese supplier's bank statement and bank transfer details take
 * ASCII only (decision 0077).
 */
export const transferMemo = (transCode: string) => `Thanh toan som giao dich ${transCode}`;

/**
 * The payment batch for the bank: one line per chosen completed transaction, paying its sale
 * price to the supplier's designated account (else its first), from the funder's chosen account.
 * Only transactions still waiting for their early payment are exported. Headers and the total's
 * label are in `locale`, the caller's language.
 */
export async function exportBatch(
  db: DbOrTx,
  actor: UserState,
  q: PaymentExportQuery,
  locale: Locale,
): Promise<Buffer> {
  let from: typeof enterpriseBanks.$inferSelect | undefined;
  if (q.bank_id !== undefined) {
    [from] = await db
      .select()
      .from(enterpriseBanks)
      .where(and(eq(enterpriseBanks.id, q.bank_id), eq(enterpriseBanks.ent_id, actor.enterprise_id)));
    if (!from) throw invalidField('bank_id');
  }
  const rows = (
    await selectPayments(db).where(
      and(paymentScope(actor, LIST_STAGES['early-unpaid']), inArray(transactions.id, q.ids)),
    )
  ).map(toPaymentItem);

  const lines: BatchLine[] = [];
  for (const r of rows) {
    const [bank] = await listBanks(db, r.sup_id);
    lines.push({
      trans_code: r.trans_code,
      from_account: from?.bank_account_number ?? '',
      from_bank: from?.bank_name ?? '',
      holder: bank?.bank_holder_name ?? r.sup_name,
      account: bank?.bank_account_number ?? '',
      bank: bank?.bank_name ?? '',
      branch: bank?.bank_branch ?? '',
      amount: r.total_sale_price,
      memo: transferMemo(r.trans_code),
    });
  }
  return batchWorkbook(lines, locale);
}
