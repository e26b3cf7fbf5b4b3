import { COLLECTION_COLUMNS } from '@arflow/domain/api/collections';
import type { ExportCase } from '../../../test/export-case.ts';

/** The three collection views; each row's position (days late, unpaid, penal interest) is in the file too. */
export const EXPORT_CASES: ExportCase[] = ['overdue', 'bad-n-del', 'completed'].map((view) => ({
  method: 'POST',
  url: `/api/debt-overdue/${view}`,
  user: 'accountant',
  input: { search_condition: {}, sort_column: 'ar_amount', sort_direction: 'DESC' },
  columns: COLLECTION_COLUMNS,
  key: 'inv_no',
}));
