import type { SettlementRecord } from '@arflow/domain/api/payments';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { settlementPayments } from './payments.tables.ts';

/** A settlement's own columns with its file's name: the record, and the first columns of the clearing list. */
export const SETTLEMENT_COLUMNS = {
  id: settlementPayments.id,
  ar_id: settlementPayments.ar_id,
  payment_date: settlementPayments.payment_date,
  amount: settlementPayments.amount,
  remaining_principal: settlementPayments.remaining_principal,
  interest_paid: settlementPayments.interest_paid,
  to_funder: settlementPayments.to_funder,
  to_supplier: settlementPayments.to_supplier,
  to_penal: settlementPayments.to_penal,
  excess: settlementPayments.excess,
  file_id: settlementPayments.file_id,
  file_name: storedFiles.original_name,
  created_at: settlementPayments.created_at,
};

/** Recorded buyer payments of one transaction or one record, in date order. */
export async function settlementRecordsOf(
  db: DbOrTx,
  of: { id?: number; trans_id?: number },
): Promise<SettlementRecord[]> {
  const where =
    of.id !== undefined ? eq(settlementPayments.id, of.id) : eq(settlementPayments.trans_id, of.trans_id!);
  const rows = await db
    .select({
      ...SETTLEMENT_COLUMNS,
    })
    .from(settlementPayments)
    .innerJoin(storedFiles, eq(storedFiles.id, settlementPayments.file_id))
    .where(where)
    .orderBy(asc(settlementPayments.payment_date), asc(settlementPayments.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
