import { INTEGRATION_COLUMNS } from '@arflow/domain/api/integration';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The accounting system's log, newest first as the popup opens it. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/arito-logs/get-logs',
    user: 'master',
    sort: ['created_at'],
    columns: INTEGRATION_COLUMNS,
    key: 'entity_id',
  }),
];
