import type { FirstPaymentInfo, JournalLineItem, PaymentReceivable } from '@arflow/domain/api/payments';
import type { JournalKind } from '@arflow/domain/journal';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { pricedColumns, receivablesOfTransaction } from '../transactions/index.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';
import { firstPayments } from './payments.tables.ts';

/** The receivables of a transaction with the amounts the transaction priced them at. */
export async function transactionReceivablesOf(db: DbOrTx, transId: number): Promise<PaymentReceivable[]> {
  return receivablesOfTransaction(
    db,
    transId,
    {
      ar_id: receivables.id,
      ...pricedColumns(),
      platform_fee: transactionReceivables.platform_fee,
      status: receivables.status,
    },
    { orderBy: [asc(receivables.id)] },
  );
}

/** The journal lines of some receivables, of the given kinds of entry, in posting order. */
export async function journalLinesOf(
  db: DbOrTx,
  arIds: readonly number[],
  kinds: readonly JournalKind[],
): Promise<JournalLineItem[]> {
  if (arIds.length === 0) return [];
  return db
    .select({
      entry_id: journalEntries.id,
      ...pickFields(journalEntries, ['kind', 'business_date', 'receivable_id']),
      ...pickFields(journalLines, ['account', 'debit', 'credit']),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
    .where(and(inArray(journalEntries.receivable_id, [...arIds]), inArray(journalEntries.kind, [...kinds])))
    .orderBy(asc(journalEntries.id), asc(journalLines.id));
}

/** The first payment of a transaction, with its slip's name and the funder's account. */
export async function firstPaymentOf(db: DbOrTx, transId: number): Promise<FirstPaymentInfo | null> {
  const [row] = await db
    .select({
      ...pickFields(firstPayments, ['trans_id', 'payment_date', 'file_id']),
      file_name: storedFiles.original_name,
      bank_id: firstPayments.bank_id,
      bank_name: enterpriseBanks.bank_name,
      bank_account_number: enterpriseBanks.bank_account_number,
      created_at: firstPayments.created_at,
    })
    .from(firstPayments)
    .innerJoin(storedFiles, eq(storedFiles.id, firstPayments.file_id))
    .leftJoin(enterpriseBanks, eq(enterpriseBanks.id, firstPayments.bank_id))
    .where(eq(firstPayments.trans_id, transId));
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}
