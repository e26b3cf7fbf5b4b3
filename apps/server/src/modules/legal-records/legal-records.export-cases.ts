import { LEGAL_RECORD_COLUMNS } from '@arflow/domain/api/legal-records';
import type { ExportCase } from '../../../test/export-case.ts';

/** Each kind of client's legal records as the funder's staff read them, newest first. */
export const EXPORT_CASES: ExportCase[] = [
  ...(['buyer', 'supplier', 'partner'] as const).map(
    (kind): ExportCase => ({
      method: 'GET',
      url: `/api/${kind}/legal-records/list`,
      user: 'crm',
      input: { sort_column: 'created_at', sort_direction: 'DESC' },
      columns: LEGAL_RECORD_COLUMNS,
      key: 'file_name',
    }),
  ),
  // The fixed list of one company's records (no filters, no paging): its file is its answer.
  ...(
    [
      ['buyer', 'buyer_id', 'BUY01'],
      ['supplier', 'sup_id', 'SUP01'],
      ['partner', 'partner_id', 'PTN03'],
    ] as const
  ).map(
    ([kind, field, code]): ExportCase => ({
      method: 'GET',
      url: `/api/${kind}/legal-records/list/:${field}`,
      companies: { [field]: code },
      user: 'crm',
      input: {},
      whole: true,
      columns: LEGAL_RECORD_COLUMNS,
      key: 'file_name',
    }),
  ),
];
