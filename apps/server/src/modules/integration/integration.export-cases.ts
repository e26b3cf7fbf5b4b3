import { INTEGRATION_COLUMNS } from '@arflow/domain/api/integration';
import type { ExportCase } from '../../../test/export-case.ts';

/** The accounting system's log, newest first as the popup opens it. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/arito-logs/get-logs',
    user: 'master',
    input: { search_condition: {}, sort_column: 'created_at', sort_direction: 'DESC' },
    columns: INTEGRATION_COLUMNS,
    key: 'entity_id',
  },
];
