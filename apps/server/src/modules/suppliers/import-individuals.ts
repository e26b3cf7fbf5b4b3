import type { ImportResponse } from '@arflow/domain/api/companies';
import { type IndividualImportRow, individualImportRow } from '@arflow/domain/api/suppliers';
import { ERRORS } from '@arflow/domain/errors';
import { type Locale, text } from '@arflow/domain/text';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import type { Db } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
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

/** The individual-supplier template's columns, in order (spec §2 UploadExcelIndividual). */
export const INDIVIDUAL_COLUMNS: readonly Column[] = [
  { key: 'name', label: text('Họ và tên', 'Full name'), kind: 'text', required: true },
  { key: 'id_card_number', label: text('Số CMND/CCCD', 'ID card number'), kind: 'text', required: true },
  { key: 'id_card_issue_date', label: text('Ngày cấp', 'Issue date'), kind: 'date' },
  { key: 'id_card_issue_place', label: text('Nơi cấp', 'Issue place'), kind: 'text' },
  { key: 'date_of_birth', label: text('Ngày sinh', 'Date of birth'), kind: 'date', required: true },
  { key: 'mst', label: text('Mã số thuế cá nhân', 'Personal tax code'), kind: 'text' },
  { key: 'address', label: text('Địa chỉ', 'Address'), kind: 'text', required: true },
  { key: 'locality', label: text('Mã tỉnh/thành phố', 'Province code'), kind: 'text', required: true },
  { key: 'tel_no', label: text('Điện thoại', 'Phone'), kind: 'text' },
  { key: 'email1', label: text('Email', 'E-mail'), kind: 'text', required: true },
  {
    key: 'ent_type',
    label: text('Loại hình (6 hộ kinh doanh, 7 cá nhân)', 'Form (6 household, 7 person)'),
    kind: 'int',
  },
];

export const INDIVIDUAL_EXAMPLE = {
  name: 'Lê Văn Ví Dụ',
  id_card_number: '079090001234',
  id_card_issue_date: '10/05/2021',
  id_card_issue_place: 'Cục Cảnh sát QLHC về TTXH',
  date_of_birth: '02/09/1990',
  mst: '8034567890',
  address: '45 Lý Tự Trọng, Quận 1, TP. Hồ Chí Minh',
  locality: '50',
  tel_no: '0909000111',
  email1: 'levanvidu@gmail.com',
  ent_type: 7,
};

async function checkFile(db: Db, buffer: Buffer) {
  const rows = await readSheet(buffer, INDIVIDUAL_COLUMNS);
  const problems: RowProblem[] = [];
  const good: IndividualImportRow[] = [];
  const seen = { id_card_number: new Map<string, number>(), mst: new Map<string, number>() };
  for (const row of rows) {
    const result = validateRow(individualImportRow, row);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const data = result.data;
    const mine: RowProblem[] = [];
    for (const key of ['id_card_number', 'mst'] as const) {
      const value = data[key];
      if (!value) continue;
      const first = seen[key].get(value);
      if (first !== undefined)
        mine.push({
          line: row.line,
          column: key,
          message: text(`trùng với dòng ${first}`, `same as line ${first}`),
        });
      else seen[key].set(value, row.line);
    }
    const taken = await findTaken(db, {
      type: 'INDSUPPLIER',
      code: codeOf(data),
      mst: data.mst,
      id_card_number: data.id_card_number,
    });
    for (const t of taken)
      mine.push({
        line: row.line,
        column: t.field === 'code' ? 'id_card_number' : t.field,
        message: ERRORS[t.code === 'CODE_TAKEN' ? 'ID_CARD_TAKEN' : t.code].text,
      });
    if (mine.length > 0) problems.push(...mine);
    else good.push(data);
  }
  return { good, problems, total: rows.length };
}

/** An individual's company code: the ID card number, which is unique already. */
const codeOf = (row: IndividualImportRow) => `IND-${row.id_card_number}`;

/**
 * Import individual suppliers from the template, in one transaction: each becomes an INDSUPPLIER
 * company (new lead) with its supplier row and its person row (eKYC pending). All or nothing
 * unless `importValidRows`, as for buyers.
 */
export async function importIndividuals(opts: {
  db: Db;
  ctx: RequestContext;
  buffer: Buffer;
  importValidRows: boolean;
  locale: Locale;
}): Promise<ImportResponse['data']> {
  const { db, ctx, buffer, importValidRows, locale } = opts;
  const { good, problems, total } = await checkFile(db, buffer);
  if (problems.length > 0 && !importValidRows) throw importError(INDIVIDUAL_COLUMNS, problems);
  try {
    await db.transaction(async (tx) => {
      for (const row of good) {
        const company = await insertWithTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'create',
          values: {
            type: 'INDSUPPLIER',
            code: codeOf(row),
            name: row.name,
            mst: row.mst,
            address: row.address,
            tel_no: row.tel_no,
            email1: row.email1,
          },
          payload: { source: 'excel', ...row },
        });
        await tx.insert(suppliers).values({ id: company.id, locality: row.locality, ent_type: row.ent_type });
        await tx.insert(individuals).values({
          id: company.id,
          id_card_number: row.id_card_number,
          id_card_issue_date: row.id_card_issue_date,
          id_card_issue_place: row.id_card_issue_place,
          date_of_birth: row.date_of_birth,
          updated_at: ctx.clock.now(),
        });
      }
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
  return {
    total_rows: total,
    valid_rows: good.length,
    imported: good.length,
    errors: problems.map((p) => ({
      line: p.line,
      column: p.column,
      messages: [problemText(INDIVIDUAL_COLUMNS, p)[locale]],
    })),
  };
}
