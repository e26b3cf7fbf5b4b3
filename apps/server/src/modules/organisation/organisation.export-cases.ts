import {
  CA_ASSIGNED_COLUMNS,
  CA_COLUMNS,
  CRM_TEAM_COLUMNS,
  DEPARTMENT_COLUMNS,
  GROUP_COLUMNS,
} from '@arflow/domain/api/organisation';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The units, by name ascending as master reads them: [url, columns, key]. */
const units = [
  ['/api/department/list', DEPARTMENT_COLUMNS, 'code'],
  ['/api/group/list', GROUP_COLUMNS, 'name'],
] as const;

/** The people lists, by full name, keyed by email: [url, user, columns, direction]. */
const people = [
  ['/api/user/funder/ca_not_assigned', 'master', CA_COLUMNS, 'ASC'],
  ['/api/user/funder/ca_assigned', 'master', CA_ASSIGNED_COLUMNS, 'DESC'],
  ['/api/assigns/crm-team/list', 'crm', CRM_TEAM_COLUMNS, 'ASC'],
] as const;

/** The funder's departments, its teams, its credit-appraisal pool (in and out) and its CRM team. */
export const EXPORT_CASES: ExportCase[] = [
  ...units.map(([url, columns, key]) =>
    listCase({ url, user: 'master', sort: ['name', 'ASC'], columns, key }),
  ),
  ...people.map(([url, user, columns, direction]) =>
    listCase({ url, user, sort: ['full_name', direction], columns, key: 'email' }),
  ),
];
