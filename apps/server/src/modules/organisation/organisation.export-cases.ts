import {
  CA_ASSIGNED_COLUMNS,
  CA_COLUMNS,
  CRM_TEAM_COLUMNS,
  DEPARTMENT_COLUMNS,
  GROUP_COLUMNS,
} from '@arflow/domain/api/organisation';
import type { ExportCase } from '../../../test/export-case.ts';

/** The funder's departments, its teams, its credit-appraisal pool (in and out) and its CRM team. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/department/list',
    user: 'master',
    input: { search_condition: {}, sort_column: 'name', sort_direction: 'ASC' },
    columns: DEPARTMENT_COLUMNS,
    key: 'code',
  },
  {
    method: 'POST',
    url: '/api/user/funder/ca_not_assigned',
    user: 'master',
    input: { search_condition: {}, sort_column: 'full_name', sort_direction: 'ASC' },
    columns: CA_COLUMNS,
    key: 'email',
  },
  {
    method: 'POST',
    url: '/api/user/funder/ca_assigned',
    user: 'master',
    input: { search_condition: {}, sort_column: 'full_name', sort_direction: 'DESC' },
    columns: CA_ASSIGNED_COLUMNS,
    key: 'email',
  },
  {
    method: 'POST',
    url: '/api/assigns/crm-team/list',
    user: 'crm',
    input: { search_condition: {}, sort_column: 'full_name', sort_direction: 'ASC' },
    columns: CRM_TEAM_COLUMNS,
    key: 'email',
  },
  {
    method: 'POST',
    url: '/api/group/list',
    user: 'master',
    input: { search_condition: {}, sort_column: 'name', sort_direction: 'ASC' },
    columns: GROUP_COLUMNS,
    key: 'name',
  },
];
