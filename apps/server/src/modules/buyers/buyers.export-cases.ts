import { BUYER_COLUMNS, SIGNER_COLUMNS } from '@arflow/domain/api/buyers';
import type { ExportCase } from '../../../test/export-case.ts';

/** The funder's buyer list, GET and POST, newest first as the screen opens it. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'GET',
    url: '/api/buyer/list',
    user: 'crm',
    input: { sort_column: 'id', sort_direction: 'DESC' },
    columns: BUYER_COLUMNS,
    key: 'code',
  },
  {
    method: 'POST',
    url: '/api/buyer/list',
    user: 'crm',
    input: { search_condition: { group: 'gianhap' }, sort_column: 'name', sort_direction: 'ASC' },
    columns: BUYER_COLUMNS,
    key: 'code',
  },
  // BUY01's signers (id 2: the demo world's second company), as its own user reads them.
  {
    method: 'POST',
    url: '/api/buyer/list-signer',
    user: 'buyer1',
    input: { search_condition: { buyer_id: 2 }, sort_column: 'full_name', sort_direction: 'ASC' },
    columns: SIGNER_COLUMNS,
    key: 'email',
  },
];
