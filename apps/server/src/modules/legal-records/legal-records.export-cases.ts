import { LEGAL_RECORD_COLUMNS } from '@arflow/domain/api/legal-records';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const records = { method: 'GET', user: 'crm', columns: LEGAL_RECORD_COLUMNS, key: 'file_name' } as const;

/** Each kind of client's legal records as the funder's staff read them, newest first. */
export const EXPORT_CASES: ExportCase[] = [
  ...['buyer', 'supplier', 'partner'].map((kind) =>
    listCase({ ...records, url: `/api/${kind}/legal-records/list`, sort: ['created_at'] }),
  ),
  // The partner records per partner form (no demo partner has records either).
  ...['corporate', 'person'].map((form) =>
    listCase({ ...records, url: `/api/partner/legal-records/list/${form}`, sort: ['created_at'] }),
  ),
  // The fixed list of one company's records (no filters, no paging): its file is its answer.
  // No demo partner has records: that case checks the route's headers and access only.
  ...(
    [
      ['buyer', 'buyer_id', 'BUY01'],
      ['supplier', 'sup_id', 'SUP01'],
      ['partner', 'partner_id', 'PTN03'],
    ] as const
  ).map(([kind, field, code]) =>
    listCase({
      ...records,
      url: `/api/${kind}/legal-records/list/:${field}`,
      companies: { [field]: code },
      whole: true,
    }),
  ),
];
