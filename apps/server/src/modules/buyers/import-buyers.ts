import { checkRegistration, type ImportResponse, registrationShape } from '@arflow/domain/api/companies';
import { ERRORS } from '@arflow/domain/errors';
import type { Locale } from '@arflow/domain/text';
import { text } from '@arflow/domain/text';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { registrationValues } from '../enterprises/company.query.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  type Column,
  importError,
  problemText,
  type RowProblem,
  readSheet,
  validateRow,
} from '../enterprises/excel.ts';
import { findTaken, uniqueViolationError } from '../enterprises/uniqueness.ts';

/** The buyer template's columns (spec §3 buyer fields), in order. */
export const BUYER_COLUMNS: readonly Column[] = [
  { key: 'code', label: text('Mã bên mua', 'Buyer code'), kind: 'text', required: true },
  { key: 'mst', label: text('Mã số thuế', 'Tax code'), kind: 'text', required: true },
  { key: 'name', label: text('Tên doanh nghiệp', 'Company name'), kind: 'text', required: true },
  { key: 'erc', label: text('Số giấy chứng nhận ĐKKD', 'Business registration number'), kind: 'text' },
  { key: 'erc_office', label: text('Nơi cấp ĐKKD', 'Registration office'), kind: 'text' },
  { key: 'erc_first_date', label: text('Ngày cấp lần đầu', 'First registration date'), kind: 'date' },
  { key: 'erc_edit_no', label: text('Lần thay đổi', 'Amendment number'), kind: 'int' },
  { key: 'erc_last_edit', label: text('Ngày thay đổi gần nhất', 'Last amendment date'), kind: 'date' },
  { key: 'address', label: text('Địa chỉ', 'Address'), kind: 'text', required: true },
  { key: 'buy_fun_zip', label: text('Mã bưu chính', 'Postal code'), kind: 'text' },
  { key: 'tel_no', label: text('Điện thoại', 'Phone'), kind: 'text' },
  { key: 'fax_no', label: text('Fax', 'Fax'), kind: 'text' },
  { key: 'legal_represent', label: text('Người đại diện pháp luật', 'Legal representative'), kind: 'text' },
  {
    key: 'buy_fun_legal_represent',
    label: text('Người đại diện theo ủy quyền', 'Authorised representative'),
    kind: 'text',
  },
  { key: 'email1', label: text('Email 1', 'E-mail 1'), kind: 'text', required: true },
  { key: 'email2', label: text('Email 2', 'E-mail 2'), kind: 'text' },
];

export const BUYER_EXAMPLE = {
  code: 'BUY-MOI-01',
  mst: '0312345678',
  name: 'Công ty Cổ phần Thương mại Ví Dụ',
  erc: '0312345678',
  erc_office: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  erc_first_date: '15/03/2015',
  erc_edit_no: 2,
  erc_last_edit: '20/06/2023',
  address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
  buy_fun_zip: '700000',
  tel_no: '02838123456',
  fax_no: '02838123457',
  legal_represent: 'Nguyễn Văn A',
  buy_fun_legal_represent: 'Trần Thị B',
  email1: 'ketoan@vidu.vn',
  email2: 'giamdoc@vidu.vn',
};

const buyerRow = z.strictObject(registrationShape).superRefine(checkRegistration);
type BuyerRow = z.infer<typeof buyerRow>;

/**
 * Read a buyer file: each row checked with the form's rules, against the other rows of the file
 * (code, name, tax code once each) and against the buyers already there. Nothing is written here.
 */
async function checkBuyerFile(
  db: Db,
  buffer: Buffer,
): Promise<{ good: BuyerRow[]; problems: RowProblem[]; total: number }> {
  const rows = await readSheet(buffer, BUYER_COLUMNS);
  const problems: RowProblem[] = [];
  const good: BuyerRow[] = [];
  const seen = {
    code: new Map<string, number>(),
    name: new Map<string, number>(),
    mst: new Map<string, number>(),
  };
  for (const row of rows) {
    const result = validateRow(buyerRow, row);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const data = result.data;
    const mine: RowProblem[] = [];
    for (const key of ['code', 'name', 'mst'] as const) {
      const value = String(data[key]).toLowerCase();
      const first = seen[key].get(value);
      if (first !== undefined)
        mine.push({
          line: row.line,
          column: key,
          message: text(`trùng với dòng ${first}`, `same as line ${first}`),
        });
      else seen[key].set(value, row.line);
    }
    for (const t of await findTaken(db, { type: 'BUYER', code: data.code, name: data.name, mst: data.mst }))
      mine.push({ line: row.line, column: t.field, message: ERRORS[t.code].text });
    if (mine.length > 0) problems.push(...mine);
    else good.push(data);
  }
  return { good, problems, total: rows.length };
}

function report(problems: RowProblem[], locale: Locale): ImportResponse['data']['errors'] {
  return problems.map((p) => ({
    line: p.line,
    column: p.column,
    messages: [problemText(BUYER_COLUMNS, p)[locale]],
  }));
}

/**
 * POST /buyer/add-data-by-excel: check a buyer file and answer its row report; nothing is
 * imported (the portal shows the report before the user imports).
 */
export async function checkBuyerImport(opts: {
  db: Db;
  buffer: Buffer;
  locale: Locale;
}): Promise<ImportResponse['data']> {
  const { good, problems, total } = await checkBuyerFile(opts.db, opts.buffer);
  return { total_rows: total, valid_rows: good.length, imported: 0, errors: report(problems, opts.locale) };
}

/**
 * POST /buyer/add-data-by-excel-buyer: import buyers in one transaction, each created as a new
 * lead with its history and audit rows. A file with any bad row imports nothing (422 naming every
 * bad line) unless `importValidRows`, which imports the good rows and reports the bad ones.
 */
export async function importBuyers(opts: {
  db: Db;
  ctx: RequestContext;
  buffer: Buffer;
  importValidRows: boolean;
  locale: Locale;
}): Promise<ImportResponse['data']> {
  const { db, ctx, buffer, importValidRows, locale } = opts;
  const { good, problems, total } = await checkBuyerFile(db, buffer);
  if (problems.length > 0 && !importValidRows) throw importError(BUYER_COLUMNS, problems);
  try {
    await db.transaction(async (tx) => {
      for (const row of good)
        await insertWithTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'create',
          values: { ...registrationValues(row), type: 'BUYER' },
          payload: { source: 'excel', ...row },
        });
    });
  } catch (err) {
    // Someone saved one of these buyers while the file was read: nothing was imported.
    throw uniqueViolationError(err) ?? err;
  }
  return {
    total_rows: total,
    valid_rows: good.length,
    imported: good.length,
    errors: report(problems, locale),
  };
}
