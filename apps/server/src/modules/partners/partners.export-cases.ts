import {
  CORPORATE_PARTNER_COLUMNS,
  PERSON_PARTNER_COLUMNS,
  SETUP_PARTNER_COLUMNS,
} from '@arflow/domain/api/partners';
import type { ExportCase } from '../../../test/export-case.ts';

const lists = [
  ['corporate', CORPORATE_PARTNER_COLUMNS],
  ['person', PERSON_PARTNER_COLUMNS],
] as const;

/** The partner lists of each form, GET and POST, and the setup list. */
export const EXPORT_CASES: ExportCase[] = [
  ...lists.flatMap(([form, columns]): ExportCase[] => [
    {
      method: 'GET',
      url: `/api/${form}/list`,
      user: 'crm',
      input: { sort_column: 'name', sort_direction: 'ASC' },
      columns,
      key: 'code',
    },
    {
      method: 'POST',
      url: `/api/${form}/list`,
      user: 'crm',
      input: { search_condition: {}, sort_column: 'updated_at', sort_direction: 'DESC' },
      columns,
      key: 'code',
    },
  ]),
  {
    method: 'POST',
    url: '/api/partner-setup/list-partner',
    user: 'master',
    input: { search_condition: { partner_form: 'CORPORATE' }, sort_column: 'code', sort_direction: 'ASC' },
    columns: SETUP_PARTNER_COLUMNS,
    key: 'code',
  },
];
