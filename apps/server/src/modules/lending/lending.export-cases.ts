import { LENDING_COLUMNS } from '@arflow/domain/api/lending';
import type { ExportCase } from '../../../test/export-case.ts';

const funderList = (path: string): ExportCase => ({
  method: 'POST',
  url: `/api/partner-payment/lending/${path}`,
  user: 'accountant',
  input: { search_condition: {}, sort_column: 'amount', sort_direction: 'DESC' },
  columns: LENDING_COLUMNS,
  key: 'id',
});

/** The lending partner's own list and the funder's three partner-payment lending lists. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/partner/:partner_id/list-lending',
    companies: { partner_id: 'PTN04' },
    user: 'partner4',
    input: { search_condition: {}, sort_column: 'maturity_date', sort_direction: 'ASC' },
    columns: LENDING_COLUMNS,
    key: 'id',
  },
  funderList('list-lending'),
  funderList('list-confirmation-notice'),
  funderList('list-settlement-notice'),
];
