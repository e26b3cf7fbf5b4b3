import type { DepartmentAddForm, GroupAddForm } from '@arflow/domain/api/organisation';
import type { MemberAddForm } from '@arflow/domain/api/users';
import { DEPARTMENT_TYPE_LABELS, DEPARTMENT_TYPES } from '@arflow/domain/members';
import { ROLE_LABELS, type Role } from '@arflow/domain/roles';
import { USER_STATUS_LABELS } from '@arflow/domain/statuses/user';
import type { FieldConfig, FieldOption } from '../../shared/forms/SchemaForm.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { DepartmentFilter, MemberFilter } from './api.ts';

export const roleOptions = (roles: readonly Role[]): FieldOption[] =>
  roles.map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * The member form (spec §3 user/member): every field of `memberAddForm`, once. The roles are the
 * company's (MEMBER_ROLES); a supplier's members have no department or team, so those are hidden.
 */
export function memberFields(
  roles: readonly Role[],
  org?: { departments: FieldOption[]; groups: FieldOption[] },
): FieldConfig<MemberAddForm> {
  return {
    full_name: { label: 'members.fields.full_name', maxLength: 120 },
    position: { label: 'members.fields.position', maxLength: 120 },
    email: { label: 'members.fields.email', kind: 'email' },
    role_id: { label: 'members.fields.role_id', kind: 'select', options: roleOptions(roles) },
    tel_num: { label: 'members.fields.tel_num', span: 8 },
    cell_phone: { label: 'members.fields.cell_phone', span: 8 },
    fax_num: { label: 'members.fields.fax_num', span: 8 },
    ent_id: { label: 'members.fields.ent_id', kind: 'hidden' },
    dep_id: org
      ? { label: 'members.fields.dep_id', kind: 'select', options: org.departments }
      : { label: 'members.fields.dep_id', kind: 'hidden' },
    group_id: org
      ? {
          label: 'members.fields.group_id',
          kind: 'select',
          options: org.groups,
          hint: 'members.form.groupHint',
        }
      : { label: 'members.fields.group_id', kind: 'hidden' },
    allow_sign: { label: 'members.fields.allow_sign', kind: 'switch', span: 24 },
  };
}

export const MEMBER_FILTERS = [
  {
    kind: 'text',
    name: 'keyword',
    label: 'members.list.keyword',
    placeholder: 'members.list.keywordPlaceholder',
  },
  { kind: 'status', name: 'status', label: 'members.fields.status', statuses: USER_STATUS_LABELS },
] as const satisfies readonly FilterField<MemberFilter>[];

export const departmentTypeOptions: FieldOption[] = DEPARTMENT_TYPES.map((value) => ({
  value,
  label: DEPARTMENT_TYPE_LABELS[value],
}));

export const DEPARTMENT_ADD_FIELDS = {
  name: { label: 'members.department.name', maxLength: 120 },
  type_id: { label: 'members.department.type_id', kind: 'select', options: departmentTypeOptions },
} as const satisfies FieldConfig<DepartmentAddForm>;

export const DEPARTMENT_EDIT_FIELDS = {
  id: { label: 'members.department.id', kind: 'hidden' },
  code: { label: 'members.department.code', maxLength: 20, span: 8 },
  name: { label: 'members.department.name', maxLength: 120, span: 16 },
  type_id: { label: 'members.department.type_id', kind: 'select', options: departmentTypeOptions },
  active: { label: 'members.department.active', kind: 'switch' },
} as const;

export const DEPARTMENT_FILTERS = [
  {
    kind: 'text',
    name: 'keyword',
    label: 'members.list.keyword',
    placeholder: 'members.department.keywordPlaceholder',
  },
] as const satisfies readonly FilterField<DepartmentFilter>[];

export const groupFields = (departments: FieldOption[]) =>
  ({
    name: { label: 'members.team.name', maxLength: 120 },
    dep_id: { label: 'members.team.dep_id', kind: 'select', options: departments },
  }) satisfies FieldConfig<GroupAddForm>;
