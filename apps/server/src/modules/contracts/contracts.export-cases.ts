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
  // One company's contracts (spec §7), each under its kind's path (contracts.demo.ts seeds them).
  ...(
    [
      ['/api/buyer/contracts', 'buyer1', {}],
      ['/api/supplier/:sup_id/contracts', 'master', { sup_id: 'SUP02' }],
      ['/api/partner/:partner_id/contract', 'master', { partner_id: 'PTN01' }],
      ['/api/partner/:partner_id/credit_contract', 'master', { partner_id: 'PTN01' }],
    ] as const
  ).map(
    ([url, user, companies]): ExportCase => ({
      method: 'POST',
      url,
      companies,
      user,
      input: { search_condition: {}, sort_column: 'number', sort_direction: 'ASC' },
      columns: CONTRACT_COLUMNS,
      key: 'number',
    }),
  ),
];
