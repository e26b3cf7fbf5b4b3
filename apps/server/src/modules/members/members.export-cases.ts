import { MEMBER_COLUMNS } from '@arflow/domain/api/users';
import type { ExportCase } from '../../../test/export-case.ts';

/** Each member list, read by the funder's master (a company user gets their own company's). */
export const EXPORT_CASES: ExportCase[] = [
  ['funders', 'master'],
  ['suppliers', 'master'],
  ['buyers', 'master'],
  ['corporates', 'master'],
  ['persons', 'master'],
].map(([list, user]) => ({
  method: 'POST',
  url: `/api/user/${list}`,
  user: user!,
  input: { search_condition: {}, sort_column: 'full_name', sort_direction: 'ASC' },
  columns: MEMBER_COLUMNS,
  key: 'email',
}));
