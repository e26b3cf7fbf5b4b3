import { SAMPLE_COLUMNS } from '@arflow/domain/api/sample';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/samples',
    user: 'master',
    sort: ['amount'],
    columns: SAMPLE_COLUMNS,
    key: 'code',
  }),
];
