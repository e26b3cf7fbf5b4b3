import { MEMBER_COLUMNS } from '@arflow/domain/api/users';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** Each member list, read by the funder's master (a company user gets their own company's). */
export const EXPORT_CASES: ExportCase[] = ['funders', 'suppliers', 'buyers', 'corporates', 'persons'].map(
  (list) =>
    listCase({
      url: `/api/user/${list}`,
      user: 'master',
      sort: ['full_name', 'ASC'],
      columns: MEMBER_COLUMNS,
      key: 'email',
    }),
);
