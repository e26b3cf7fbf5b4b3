import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import type { Locale } from '@arflow/domain/text';
import ExcelJS from 'exceljs';

/** One transfer of the bank batch: what the funder's bank needs to pay a supplier. */
export interface BatchLine {
  trans_code: string;
  from_account: string;
  from_bank: string;
  holder: string;
  account: string;
  bank: string;
  branch: string;
  /** Whole VND. */
  amount: number;
  memo: string;
}

/**
 * Excel's '#,##0': grouped whole numbers, shown with the separator of the reader's Excel (dots in a
 * Vietnamese one, spec §9). The cell keeps the number itself so the bank's upload reads an amount,
 * not a text (decision 0077).
 */
const AMOUNT_FORMAT = '#,##0';

/** The payment batch's headers and labels in `locale`, the same texts the portal's payments pages use. */
export async function batchTexts(locale: Locale) {
  return (await MODULE_TEXTS.payments[locale]()).default.export.batch;
}

/** The bank batch as .xlsx: a header row in the user's language, a line per transfer, then the total. */
export async function batchWorkbook(lines: readonly BatchLine[], locale: Locale): Promise<Buffer> {
  const t = await batchTexts(locale);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet);
  const c = t.columns;
  sheet.columns = [
    { header: c.no, key: 'no', width: 6 },
    { header: c.trans_code, key: 'trans_code', width: 22 },
    { header: c.from_account, key: 'from_account', width: 20 },
    { header: c.from_bank, key: 'from_bank', width: 24 },
    { header: c.holder, key: 'holder', width: 32 },
    { header: c.account, key: 'account', width: 22 },
    { header: c.bank, key: 'bank', width: 24 },
    { header: c.branch, key: 'branch', width: 20 },
    { header: c.amount, key: 'amount', width: 18, style: { numFmt: AMOUNT_FORMAT } },
    { header: c.memo, key: 'memo', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  lines.forEach((line, i) => {
    sheet.addRow({ no: i + 1, ...line });
  });
  const total = lines.reduce((s, l) => s + l.amount, 0);
  sheet.addRow({ memo: t.total, amount: total }).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
