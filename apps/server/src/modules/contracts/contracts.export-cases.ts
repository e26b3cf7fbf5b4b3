import { CONTRACT_COLUMNS } from '@arflow/domain/api/contracts';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const contracts = { columns: CONTRACT_COLUMNS, key: 'number' } as const;

/** The portal's contract list (manage-contract): funder staff see every company's contracts. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({ ...contracts, method: 'GET', url: '/api/contracts', user: 'master', sort: ['contract_date'] }),
  // One company's contracts (spec §7), each under its kind's path (contracts.demo.ts seeds them).
  ...(
    [
      ['/api/buyer/contracts', 'buyer1', {}],
      ['/api/supplier/:sup_id/contracts', 'master', { sup_id: 'SUP02' }],
      ['/api/partner/:partner_id/contract', 'master', { partner_id: 'PTN01' }],
      ['/api/partner/:partner_id/credit_contract', 'master', { partner_id: 'PTN01' }],
    ] as const
  ).map(([url, user, companies]) =>
    listCase({ ...contracts, url, user, companies, sort: ['number', 'ASC'] }),
  ),
];
