import { BUYER_COLUMNS, SIGNER_COLUMNS } from '@arflow/domain/api/buyers';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const buyers = { url: '/api/buyer/list', user: 'crm', columns: BUYER_COLUMNS, key: 'code' } as const;

/** The funder's buyer list, GET and POST, newest first as the screen opens it; a buyer's signers. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({ ...buyers, method: 'GET', sort: ['id'] }),
  listCase({ ...buyers, filters: { group: 'gianhap' }, sort: ['name', 'ASC'] }),
  // BUY01's signers (id 2: the demo world's second company), as its own user reads them.
  listCase({
    url: '/api/buyer/list-signer',
    user: 'buyer1',
    filters: { buyer_id: 2 },
    sort: ['full_name', 'ASC'],
    columns: SIGNER_COLUMNS,
    key: 'email',
  }),
];
