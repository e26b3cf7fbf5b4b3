import { CUSTODY_COLUMNS } from '@arflow/domain/api/custody';
import type { ExportCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'GET',
    url: '/api/document-storage',
    user: 'viewer',
    input: { sort_column: 'unit_code', sort_direction: 'ASC' },
    columns: CUSTODY_COLUMNS,
    key: 'unit_code',
  },
];
