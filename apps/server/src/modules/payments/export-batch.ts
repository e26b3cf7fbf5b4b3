import type { PaymentExportQuery } from '@arflow/domain/api/payments';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { listBanks } from '../enterprises/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { invalidField } from './invalid-field.ts';
import { LIST_STAGES, paymentScope, selectPayments, toPaymentItem } from './payments.query.ts';

/**
 * The payment batch for the bank: one line per chosen completed transaction, paying its sale
 * price to the supplier's designated account (else its first), from the funder's chosen account.
 * Only transactions still waiting for their early payment are exported.
 */
export async function exportBatch(db: DbOrTx, actor: UserState, q: PaymentExportQuery): Promise<Buffer> {
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

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Thanh toan som');
  sheet.columns = [
    { header: 'STT', key: 'no', width: 6 },
    { header: 'Mã giao dịch', key: 'trans_code', width: 22 },
    { header: 'Tài khoản chuyển', key: 'from_account', width: 20 },
    { header: 'Ngân hàng chuyển', key: 'from_bank', width: 24 },
    { header: 'Đơn vị thụ hưởng', key: 'holder', width: 32 },
    { header: 'Số tài khoản thụ hưởng', key: 'account', width: 22 },
    { header: 'Ngân hàng thụ hưởng', key: 'bank', width: 24 },
    { header: 'Chi nhánh', key: 'branch', width: 20 },
    { header: 'Số tiền (VND)', key: 'amount', width: 18, style: { numFmt: '#,##0' } },
    { header: 'Nội dung', key: 'memo', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  let no = 0;
  for (const r of rows) {
    const [bank] = await listBanks(db, r.sup_id);
    no += 1;
    sheet.addRow({
      no,
      trans_code: r.trans_code,
      from_account: from?.bank_account_number ?? '',
      from_bank: from?.bank_name ?? '',
      holder: bank?.bank_holder_name ?? r.sup_name,
      account: bank?.bank_account_number ?? '',
      bank: bank?.bank_name ?? '',
      branch: bank?.bank_branch ?? '',
      amount: r.total_sale_price,
      memo: `Thanh toan som giao dich ${r.trans_code}`,
    });
  }
  sheet.addRow({ memo: 'Tổng cộng', amount: rows.reduce((s, r) => s + r.total_sale_price, 0) }).font = {
    bold: true,
  };
  return Buffer.from(await book.xlsx.writeBuffer());
}
