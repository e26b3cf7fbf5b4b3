import {
  CA_ASSIGNED_COLUMNS,
  CA_COLUMNS,
  CRM_TEAM_COLUMNS,
  DEPARTMENT_COLUMNS,
  GROUP_COLUMNS,
} from '@arflow/domain/api/organisation';
import { type ExportCase, postListCase } from '../../../test/export-case.ts';

/** The funder's departments, its teams, its credit-appraisal pool (in and out) and its CRM team. */
export const EXPORT_CASES: ExportCase[] = [
  postListCase('/api/department/list', 'master', DEPARTMENT_COLUMNS, 'code', 'name'),
  postListCase('/api/user/funder/ca_not_assigned', 'master', CA_COLUMNS, 'email', 'full_name'),
  postListCase('/api/user/funder/ca_assigned', 'master', CA_ASSIGNED_COLUMNS, 'email', 'full_name', 'DESC'),
  postListCase('/api/assigns/crm-team/list', 'crm', CRM_TEAM_COLUMNS, 'email', 'full_name'),
  postListCase('/api/group/list', 'master', GROUP_COLUMNS, 'name', 'name'),
];
