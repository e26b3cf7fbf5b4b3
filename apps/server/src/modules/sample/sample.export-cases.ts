import { SAMPLE_COLUMNS } from '@arflow/domain/api/sample';
import type { ExportCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'GET',
    url: '/api/samples',
    user: 'master',
    input: { sort_column: 'amount', sort_direction: 'DESC' },
    columns: SAMPLE_COLUMNS,
    key: 'code',
  },
];
