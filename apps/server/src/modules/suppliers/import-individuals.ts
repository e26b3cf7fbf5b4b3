import { type IndividualImportRow, individualImportRow } from '@arflow/domain/api/suppliers';
import { ERRORS } from '@arflow/domain/errors';
import { text } from '@arflow/domain/text';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { type Column, findTaken, type ImportKind } from '../enterprises/index.ts';

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

/** An individual's company code: the ID card number, which is unique already. */
const codeOf = (row: IndividualImportRow) => `IND-${row.id_card_number}`;

/**
 * Individual suppliers from the template (POST /supplier/upload-excel-individual): ID card and
 * tax code once each in a file and not taken; each becomes an INDSUPPLIER company (new lead)
 * with its supplier row and its person row (eKYC pending).
 */
export const INDIVIDUAL_IMPORT: ImportKind<IndividualImportRow> = {
  columns: INDIVIDUAL_COLUMNS,
  row: individualImportRow,
  uniqueInFile: ['id_card_number', 'mst'],
  async taken(db, data, line) {
    const taken = await findTaken(db, {
      type: 'INDSUPPLIER',
      code: codeOf(data),
      mst: data.mst,
      id_card_number: data.id_card_number,
    });
    // The code is made of the ID card number: a taken code is a taken ID card.
    return taken.map((t) => ({
      line,
      column: t.field === 'code' ? 'id_card_number' : t.field,
      message: ERRORS[t.code === 'CODE_TAKEN' ? 'ID_CARD_TAKEN' : t.code].text,
    }));
  },
  async insert(tx, ctx, row) {
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
  },
};
