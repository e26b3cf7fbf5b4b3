import { CONTRACT_COLUMNS } from '@arflow/domain/api/contracts';
import type { ExportCase } from '../../../test/export-case.ts';

/** The portal's contract list (manage-contract): funder staff see every company's contracts. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'GET',
    url: '/api/contracts',
    user: 'master',
    input: { sort_column: 'contract_date', sort_direction: 'DESC' },
    columns: CONTRACT_COLUMNS,
    key: 'number',
  },
];
