import {
  CORPORATE_PARTNER_COLUMNS,
  PERSON_PARTNER_COLUMNS,
  SETUP_PARTNER_COLUMNS,
} from '@arflow/domain/api/partners';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const lists = [
  ['corporate', CORPORATE_PARTNER_COLUMNS],
  ['person', PERSON_PARTNER_COLUMNS],
] as const;

/** The partner lists of each form, GET and POST, and the setup list. */
export const EXPORT_CASES: ExportCase[] = [
  ...lists.flatMap(([form, columns]) => {
    const list = { url: `/api/${form}/list`, user: 'crm', columns, key: 'code' };
    return [
      listCase({ ...list, method: 'GET', sort: ['name', 'ASC'] }),
      listCase({ ...list, sort: ['updated_at'] }),
    ];
  }),
  listCase({
    url: '/api/partner-setup/list-partner',
    user: 'master',
    filters: { partner_form: 'CORPORATE' },
    sort: ['code', 'ASC'],
    columns: SETUP_PARTNER_COLUMNS,
    key: 'code',
  }),
];
