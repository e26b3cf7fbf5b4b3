import { COLLECTION_COLUMNS } from '@arflow/domain/api/collections';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The three collection views; each row's position (days late, unpaid, penal interest) is in the file too. */
export const EXPORT_CASES: ExportCase[] = ['overdue', 'bad-n-del', 'completed'].map((view) =>
  listCase({
    url: `/api/debt-overdue/${view}`,
    user: 'accountant',
    sort: ['ar_amount'],
    columns: COLLECTION_COLUMNS,
    key: 'inv_no',
  }),
);
