import { checkRegistration, registrationShape } from '@arflow/domain/api/companies';
import { ERRORS } from '@arflow/domain/errors';
import { text } from '@arflow/domain/text';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { z } from 'zod';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { type Column, findTaken, type ImportKind, registrationValues } from '../enterprises/index.ts';

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
 * Buyers from the template (POST /buyer/add-data-by-excel checks, /add-data-by-excel-buyer
 * imports): code, name and tax code once each in a file and not taken by another buyer; each
 * imported buyer is created as a new lead with its history and audit rows.
 */
export const BUYER_IMPORT: ImportKind<BuyerRow> = {
  columns: BUYER_COLUMNS,
  row: buyerRow,
  uniqueInFile: ['code', 'name', 'mst'],
  async taken(db, data, line) {
    const taken = await findTaken(db, { type: 'BUYER', code: data.code, name: data.name, mst: data.mst });
    return taken.map((t) => ({ line, column: t.field, message: ERRORS[t.code].text }));
  },
  async insert(tx, ctx, row) {
    await insertWithTransition(tx, ctx, {
      table: enterprises,
      workflow: COMPANY_WORKFLOW,
      action: 'create',
      values: { ...registrationValues(row), type: 'BUYER' },
      payload: { source: 'excel', ...row },
    });
  },
};
