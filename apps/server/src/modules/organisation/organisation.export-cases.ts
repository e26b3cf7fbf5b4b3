import {
  CA_ASSIGNED_COLUMNS,
  CA_COLUMNS,
  CRM_TEAM_COLUMNS,
  DEPARTMENT_COLUMNS,
  GROUP_COLUMNS,
} from '@arflow/domain/api/organisation';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The funder's departments, its teams, its credit-appraisal pool (in and out) and its CRM team. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/department/list',
    user: 'master',
    sort: ['name', 'ASC'],
    columns: DEPARTMENT_COLUMNS,
    key: 'code',
  }),
  listCase({
    url: '/api/user/funder/ca_not_assigned',
    user: 'master',
    sort: ['full_name', 'ASC'],
    columns: CA_COLUMNS,
    key: 'email',
  }),
  listCase({
    url: '/api/user/funder/ca_assigned',
    user: 'master',
    sort: ['full_name'],
    columns: CA_ASSIGNED_COLUMNS,
    key: 'email',
  }),
  listCase({
    url: '/api/assigns/crm-team/list',
    user: 'crm',
    sort: ['full_name', 'ASC'],
    columns: CRM_TEAM_COLUMNS,
    key: 'email',
  }),
  listCase({
    url: '/api/group/list',
    user: 'master',
    sort: ['name', 'ASC'],
    columns: GROUP_COLUMNS,
    key: 'name',
  }),
];
