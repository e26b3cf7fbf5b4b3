import { z } from 'zod';
import { DEPARTMENT_TYPE_LABELS, DEPARTMENT_TYPES } from '../members.ts';
import { ROLE_LABELS, ROLES } from '../roles.ts';
import { msg, optionalText, requiredText } from '../validation.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse } from './paging.ts';

const typeId = () =>
  z.union(
    DEPARTMENT_TYPES.map((t) => z.literal(t)),
    { error: msg('invalid') },
  );
const active = () => z.boolean({ error: msg('wrong_type') });
const deptCode = () => requiredText(20).regex(/^[A-Za-z0-9_-]+$/, { error: msg('alpha_dash') });

// ---- Departments (spec §3: id, name, type_id, active, code) ----------------------------------

export const departmentAddForm = z.strictObject({ name: requiredText(120), type_id: typeId() });
export type DepartmentAddForm = z.infer<typeof departmentAddForm>;
export const departmentUpdateForm = z.strictObject({
  id: recordId(),
  name: requiredText(120),
  type_id: typeId(),
  active: active(),
  code: deptCode(),
});
export type DepartmentUpdateForm = z.infer<typeof departmentUpdateForm>;
export const departmentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type_id: z.number().int(),
  code: z.string(),
  active: z.boolean(),
  group_count: z.number().int(),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DepartmentItem = z.infer<typeof departmentItem>;
/** The department list's columns: the screen, its sort and its Excel export. */
export const DEPARTMENT_COLUMNS = listColumns<DepartmentItem>()([
  { key: 'code', label: 'members.department.code', sort: true },
  { key: 'name', label: 'members.department.name', sort: true },
  { key: 'type_id', label: 'members.department.type_id', sort: true, names: DEPARTMENT_TYPE_LABELS },
  { key: 'group_count', label: 'members.department.group_count' },
  { key: 'member_count', label: 'members.department.member_count' },
  { key: 'active', label: 'members.department.active' },
]);
/** The sort keys: the sortable columns' and id. */
export const DEPARTMENT_SORT_COLUMNS = ['id', 'name', 'code', 'type_id'] as const;
export const departmentListBody = pagedBody(
  {
    keyword: optionalText(100),
    type_id: typeId().optional(),
    active: active().optional(),
  },
  DEPARTMENT_SORT_COLUMNS,
);
export type DepartmentListInput = z.infer<typeof departmentListBody>;
export const departmentListResponse = pagedResponse(departmentItem);
export const departmentSaveResponse = z.object({ data: departmentItem });

// ---- Teams / groups (spec §3: id, dep_id, name, active) --------------------------------------

export const groupAddForm = z.strictObject({ name: requiredText(120), dep_id: recordId() });
export type GroupAddForm = z.infer<typeof groupAddForm>;
export const groupUpdateForm = z.strictObject({
  id: recordId(),
  dep_id: recordId(),
  name: requiredText(120),
  active: active(),
});
export type GroupUpdateForm = z.infer<typeof groupUpdateForm>;
export const groupItem = z.object({
  id: z.number().int(),
  dep_id: z.number().int(),
  dep_name: z.string(),
  name: z.string(),
  active: z.boolean(),
  member_count: z.number().int(),
  active_member_count: z.number().int(),
  buyer_count: z.number().int(),
  supplier_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupItem = z.infer<typeof groupItem>;
/** The funder's teams (/group/list): the panel's Excel export (the panel shows active / all). */
export const GROUP_COLUMNS = listColumns<GroupItem>()([
  { key: 'name', label: 'members.team.name', sort: true },
  { key: 'dep_name', label: 'members.team.dep_id' },
  { key: 'active_member_count', label: 'members.team.active_members' },
  { key: 'member_count', label: 'members.team.all_members' },
  { key: 'buyer_count', label: 'members.team.buyers' },
  { key: 'supplier_count', label: 'members.team.suppliers' },
  { key: 'active', label: 'members.department.active' },
]);
/** The sort keys: the team's name, id and department. */
export const GROUP_SORT_COLUMNS = ['id', 'name', 'dep_id'] as const;
export const groupListBody = pagedBody(
  { keyword: optionalText(100), dep_id: recordId().optional(), active: active().optional() },
  GROUP_SORT_COLUMNS,
);
export type GroupListInput = z.infer<typeof groupListBody>;
export const groupListResponse = pagedResponse(groupItem);
export const groupSaveResponse = z.object({ data: groupItem });

// ---- CA pool (screen part/ca-user) ----------------------------------------------------------

export const CA_SORT_COLUMNS = ['id', 'full_name'] as const;
export const caListBody = pagedBody(
  { keyword: optionalText(100), active: active().optional() },
  CA_SORT_COLUMNS,
);
export type CaListInput = z.infer<typeof caListBody>;
export const caUserItem = z.object({
  /** The assignment's id (activate/deactivate take it); the user's id when not assigned. */
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role_id: z.enum(ROLES),
  group_name: z.string().nullable(),
  /** Assigned users: whether they receive appraisals now. */
  active: z.boolean().nullable(),
  assigned_at: z.string().nullable(),
});
export type CaUserItem = z.infer<typeof caUserItem>;
/** The CA users outside the pool (/user/funder/ca_not_assigned): screen and Excel export. */
export const CA_COLUMNS = listColumns<CaUserItem>()([
  { key: 'full_name', label: 'members.fields.full_name', sort: true },
  { key: 'email', label: 'members.fields.email' },
  { key: 'group_name', label: 'members.fields.group_id' },
  { key: 'role_id', label: 'members.fields.role_id', names: ROLE_LABELS },
]);
/** The pool (/user/funder/ca_assigned): since when, and whether each receives appraisals. */
export const CA_ASSIGNED_COLUMNS = listColumns<CaUserItem>()([
  ...CA_COLUMNS,
  { key: 'assigned_at', label: 'members.ca.assigned_at', kind: 'dateTime' },
  { key: 'active', label: 'members.ca.active' },
]);
export const caListResponse = pagedResponse(caUserItem);
export const caAddForm = z.strictObject({
  user_ids: z
    .array(recordId(), { error: msg('wrong_type') })
    .min(1, { error: msg('required') })
    .max(100, { error: msg('max_value', { max: 100 }) }),
});
export type CaAddForm = z.infer<typeof caAddForm>;
export const caAddResponse = z.object({ data: z.object({ added: z.number().int() }) });
export const caItemResponse = z.object({ data: caUserItem });

// ---- CRM team assignment ---------------------------------------------------------------------

export const CRM_TEAM_SORT_COLUMNS = ['id', 'full_name'] as const;
export const crmTeamListBody = pagedBody(
  { keyword: optionalText(100), group_id: recordId().optional() },
  CRM_TEAM_SORT_COLUMNS,
);
export type CrmTeamListInput = z.infer<typeof crmTeamListBody>;
export const crmTeamItem = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role_id: z.enum(ROLES),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  active: z.boolean(),
  buyer_count: z.number().int(),
  supplier_count: z.number().int(),
});
export type CrmTeamItem = z.infer<typeof crmTeamItem>;
/** The CRM users with their customers (/assigns/crm-team/list): screen and Excel export. */
export const CRM_TEAM_COLUMNS = listColumns<CrmTeamItem>()([
  { key: 'full_name', label: 'members.fields.full_name', sort: true },
  { key: 'email', label: 'members.fields.email' },
  { key: 'role_id', label: 'members.fields.role_id', names: ROLE_LABELS },
  { key: 'group_name', label: 'members.fields.group_id' },
  { key: 'buyer_count', label: 'members.crm.buyers' },
  { key: 'supplier_count', label: 'members.crm.suppliers' },
]);
export const crmTeamListResponse = pagedResponse(crmTeamItem);
export const crmTeamAllBody = z.strictObject({ group_id: recordId().optional() }).default({});
export const crmTeamAllResponse = z.object({ data: z.array(crmTeamItem) });
/** Hand buyers (or suppliers) to one CRM user; each company has one CRM in charge. */
export const assignForm = z.strictObject({
  user_id: recordId(),
  ent_ids: z
    .array(recordId(), { error: msg('wrong_type') })
    .min(1, { error: msg('required') })
    .max(500, { error: msg('max_value', { max: 500 }) }),
});
export type AssignForm = z.infer<typeof assignForm>;
export const assignResponse = z.object({ data: z.object({ assigned: z.number().int() }) });
