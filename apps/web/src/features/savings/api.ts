import { SAVINGS_ACCESS } from '@arflow/domain/access/savings';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import {
  SAVINGS_CLASS_COLUMNS,
  SAVINGS_MEMBER_COLUMNS,
  savingsClassDetailResponse,
  savingsClassForm,
  type savingsClassListQuery,
  savingsClassListResponse,
  savingsClassSaveResponse,
  savingsMemberDetailResponse,
  savingsMemberForm,
  type savingsMemberListQuery,
  savingsMemberListResponse,
  savingsMemberSaveResponse,
} from '@arflow/domain/api/savings';
import type { FiltersOf } from '../../shared/list/list-state.ts';
import { recordApi } from '../../shared/record/record-api.ts';

/** Membership classes (savesting-packs-management/membership-class), as the server declares them. */
export const savingsClasses = recordApi('savings', {
  list: {
    path: '/savings/membership-classes',
    schema: savingsClassListResponse,
    filters: ['keyword'] satisfies FiltersOf<typeof savingsClassListQuery>[],
    sortColumns: sortColumnsOf(SAVINGS_CLASS_COLUMNS, ['id']),
    exported: true,
  },
  detail: { path: (id) => `/savings/membership-class/${id}`, schema: savingsClassDetailResponse },
  form: savingsClassForm,
  save: {
    create: '/savings/membership-class/form',
    edit: (id) => `/savings/membership-class/form/${id}`,
    schema: savingsClassSaveResponse,
  },
  write: SAVINGS_ACCESS.write,
});

/** Savings members (savesting-packs-management/member-list). */
export const savingsMembers = recordApi('savings', {
  list: {
    path: '/savings/members',
    schema: savingsMemberListResponse,
    filters: ['keyword'] satisfies FiltersOf<typeof savingsMemberListQuery>[],
    sortColumns: sortColumnsOf(SAVINGS_MEMBER_COLUMNS, ['id', 'updated_at']),
    exported: true,
  },
  detail: { path: (id) => `/savings/member/${id}`, schema: savingsMemberDetailResponse },
  form: savingsMemberForm,
  save: {
    create: '/savings/member/form',
    edit: (id) => `/savings/member/form/${id}`,
    schema: savingsMemberSaveResponse,
  },
  write: SAVINGS_ACCESS.write,
});
