import { INTEGRATION_COLUMNS } from '@arflow/domain/api/integration';
import { type ExportCase, postListCase } from '../../../test/export-case.ts';

/** The accounting system's log, newest first as the popup opens it. */
export const EXPORT_CASES: ExportCase[] = [
  postListCase('/api/arito-logs/get-logs', 'master', INTEGRATION_COLUMNS, 'entity_id', 'created_at', 'DESC'),
];
