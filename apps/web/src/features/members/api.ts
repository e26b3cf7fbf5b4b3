import { ORGANISATION_ACCESS } from '@arflow/domain/access/organisation';
import { MEMBERS_ACCESS, USER_STATUS_ACCESS } from '@arflow/domain/access/users';
import { okResponse } from '@arflow/domain/api/auth';
import { buyerListResponse } from '@arflow/domain/api/buyers';
import {
  type AssignForm,
  assignResponse,
  type CaAddForm,
  CRM_TEAM_SORT_COLUMNS,
  caAddResponse,
  caItemResponse,
  caListResponse,
  crmTeamAllResponse,
  crmTeamListResponse,
  type DepartmentAddForm,
  type DepartmentUpdateForm,
  departmentListResponse,
  departmentSaveResponse,
  type GroupAddForm,
  type GroupUpdateForm,
  groupListResponse,
  groupSaveResponse,
} from '@arflow/domain/api/organisation';
import { supplierListResponse } from '@arflow/domain/api/suppliers';
import {
  MEMBER_SORT_COLUMNS,
  type MemberAddForm,
  type MemberUpdateForm,
  memberListResponse,
  memberSaveResponse,
} from '@arflow/domain/api/users';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { type ListRequest, postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** A POST list body (spec §3 paging contract) from a list state; `filters` go in search_condition. */
function pagedBody(state: ListState<string>, filters: Record<string, unknown>) {
  return {
    search_condition: filters,
    page_number: state.page,
    page_size: state.size,
    ...(state.sort ? { sort_column: state.sort, sort_direction: state.dir } : {}),
  };
}
/** Whole small lists (teams, departments for pickers): one page of the largest size. */
const ALL: ListState<never> = { filters: {}, page: 1, size: 500, dir: 'ASC' };

export const MEMBER_LIST = {
  filters: ['keyword', 'role_id', 'status'],
  sortColumns: MEMBER_SORT_COLUMNS,
} as const satisfies ListOptions<string>;
export type MemberFilter = (typeof MEMBER_LIST.filters)[number];
/** Which member list a page shows: the funder's staff, or a supplier-area company's users. */
export type MemberKind = 'funder' | 'supplier';

const keys = { all: ['members'] as const };

/** The list call of each kind of company whose members a page shows (spec §7 "Auth and users"). */
export const MEMBER_LIST_PATHS = {
  funder: '/user/funders',
  supplier: '/user/suppliers',
  buyer: '/user/buyers',
} as const;
export type MemberListPath = (typeof MEMBER_LIST_PATHS)[keyof typeof MEMBER_LIST_PATHS];

/**
 * POST /user/funders, /user/suppliers or /user/buyers (a company user gets their own company's
 * members); `entId` narrows it to one company (the Members tab of a buyer's or supplier's details).
 */
export const membersRequest =
  (path: MemberListPath, entId?: number) =>
  (state: ListState<MemberFilter>): ListRequest => {
    const filters = entId === undefined ? state.filters : { ...state.filters, ent_id: entId };
    return { path, body: pagedBody(state, filters) };
  };

export function useMembers(path: MemberListPath, state: ListState<MemberFilter>, entId?: number) {
  return useQuery({
    queryKey: ['members', 'list', path, entId, state],
    queryFn: ({ signal }) =>
      call(path, {
        method: 'POST',
        signal,
        body: membersRequest(path, entId)(state).body,
        schema: memberListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Which members a MembersList shows: its list call and, on a company's details, the company. */
export const MemberListScope = createContext<{ path: MemberListPath; entId?: number | undefined }>({
  path: MEMBER_LIST_PATHS.funder,
});
/** ListPage's list hook for a MembersList: the call and company come from `MemberListScope`. */
export function useScopedMembers(state: ListState<MemberFilter>) {
  const { path, entId } = useContext(MemberListScope);
  return useMembers(path, state, entId);
}

/** POST /user/{kind}/add (an invitation e-mail goes out; the member is INVITED) or /update. */
export function useSaveMember(kind: MemberKind) {
  return useRefreshingMutation(keys.all, (body: MemberAddForm | MemberUpdateForm) =>
    call(`/user/${kind}/${'user_id' in body ? 'update' : 'add'}`, {
      method: 'POST',
      body,
      schema: memberSaveResponse,
    }),
  );
}

/** GET /user/active/{id} or /user/disable/{id}: the server's §6 restrictions come back as errors. */
export function useToggleMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(`/user/${active ? 'active' : 'disable'}/${id}`, { schema: okResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /auth/join/get-link: a new invitation link for an invited member. */
export function useResendInvite() {
  return useMutation({
    mutationFn: (email: string) =>
      call('/auth/join/get-link', { method: 'POST', body: { email }, schema: okResponse }),
  });
}

// ---- Departments and teams ------------------------------------------------------------------

export const DEPARTMENT_LIST = {
  filters: ['keyword'],
  sortColumns: ['id', 'name', 'code', 'type_id'],
} as const satisfies ListOptions<string>;
export type DepartmentFilter = (typeof DEPARTMENT_LIST.filters)[number];

/** POST /department/list: the table's and the Excel export's call. */
export const departmentsRequest = postList<DepartmentFilter>('/department/list');

export function useDepartments(state: ListState<DepartmentFilter>) {
  return useQuery({
    queryKey: ['members', 'departments', state],
    queryFn: ({ signal }) =>
      call('/department/list', {
        method: 'POST',
        signal,
        body: pagedBody(state, state.filters),
        schema: departmentListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
export const useAllDepartments = () => useDepartments(ALL);

/** POST /department/add or /department/update. */
export function useSaveDepartment() {
  return useRefreshingMutation(keys.all, (body: DepartmentAddForm | DepartmentUpdateForm) =>
    call(`/department/${'id' in body ? 'update' : 'add'}`, {
      method: 'POST',
      body,
      schema: departmentSaveResponse,
    }),
  );
}

/** POST /group/list: every team of the funder (a handful), with member and customer counts. */
export const GROUPS_REQUEST: ListRequest = { path: '/group/list', body: pagedBody(ALL, {}) };

export function useGroups(enabled = true) {
  return useQuery({
    queryKey: ['members', 'groups'],
    queryFn: ({ signal }) =>
      call(GROUPS_REQUEST.path, {
        method: 'POST',
        signal,
        body: GROUPS_REQUEST.body,
        schema: groupListResponse,
      }),
    enabled,
  });
}

/** POST /group/add or /group/update. */
export function useSaveGroup() {
  return useRefreshingMutation(keys.all, (body: GroupAddForm | GroupUpdateForm) =>
    call(`/group/${'id' in body ? 'update' : 'add'}`, { method: 'POST', body, schema: groupSaveResponse }),
  );
}

/** GET /group/disable/{id}: refused while the team has customers or active members. */
export function useDisableGroup() {
  return useRefreshingMutation(keys.all, (id: number) =>
    call(`/group/disable/${id}`, { schema: okResponse }),
  );
}

// ---- CA pool ---------------------------------------------------------------------------------

export const CA_LIST = {
  filters: ['keyword'],
  sortColumns: ['id', 'full_name'],
} as const satisfies ListOptions<string>;
export type CaFilter = (typeof CA_LIST.filters)[number];

/** POST /user/funder/ca_assigned or /ca_not_assigned: the table's and the Excel export's call. */
export const caRequest = (assigned: boolean) =>
  postList<CaFilter>(`/user/funder/${assigned ? 'ca_assigned' : 'ca_not_assigned'}`);

/** POST /user/funder/ca_assigned or /ca_not_assigned. */
function useCaUsers(assigned: boolean, state: ListState<CaFilter>) {
  return useQuery({
    queryKey: ['members', 'ca', assigned, state],
    queryFn: ({ signal }) =>
      call(`/user/funder/${assigned ? 'ca_assigned' : 'ca_not_assigned'}`, {
        method: 'POST',
        signal,
        body: pagedBody(state, state.filters),
        schema: caListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
export const useCaAssigned = (state: ListState<CaFilter>) => useCaUsers(true, state);
export const useCaNotAssigned = (state: ListState<CaFilter>) => useCaUsers(false, state);

/** POST /user/funder/ca_assigned/add {user_ids}. */
export function useAddCaUsers() {
  return useRefreshingMutation(keys.all, (body: CaAddForm) =>
    call('/user/funder/ca_assigned/add', { method: 'POST', body, schema: caAddResponse }),
  );
}

/** POST /user/funder/ca_assigned/{id}/activate|deactivate (the pool entry's id). */
export function useSetCaActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(`/user/funder/ca_assigned/${id}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
        schema: caItemResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

// ---- CRM team assignment ---------------------------------------------------------------------

export const CRM_TEAM_LIST = {
  filters: ['keyword'],
  sortColumns: CRM_TEAM_SORT_COLUMNS,
} as const satisfies ListOptions<string>;
export type CrmTeamFilter = (typeof CRM_TEAM_LIST.filters)[number];
/** Whose customers an assignment hands over: buyers or suppliers (POST /assigns/buyers|suppliers). */
export type AssignKind = 'buyers' | 'suppliers';

/**
 * POST /assigns/crm-team/list: the CRM users with how many buyers and suppliers each has; rows
 * get the user's id as `id`, the list page's row key.
 */
export const crmTeamRequest = postList<CrmTeamFilter>('/assigns/crm-team/list');

export function useCrmTeam(state: ListState<CrmTeamFilter>) {
  return useQuery({
    queryKey: ['members', 'crm-team', state],
    queryFn: async ({ signal }) => {
      const answer = await call('/assigns/crm-team/list', {
        method: 'POST',
        signal,
        body: crmTeamRequest(state).body,
        schema: crmTeamListResponse,
      });
      return { ...answer, data: answer.data.map((row) => ({ ...row, id: row.user_id })) };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /assigns/crm-team/all: the active CRM users, for the assignment's picker. */
export function useCrmTeamAll(enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'crm-team', 'all'],
    queryFn: ({ signal }) =>
      call('/assigns/crm-team/all', { method: 'POST', signal, body: {}, schema: crmTeamAllResponse }),
    enabled,
  });
}

/** The buyers or suppliers whose name (or code, tax code for buyers) holds `search`: the picker's choices. */
export function useCompanyChoices(kind: AssignKind, search: string) {
  return useQuery({
    queryKey: ['members', 'crm-choices', kind, search],
    queryFn: async ({ signal }) => {
      const body = {
        page_size: 20,
        search_condition: search ? (kind === 'buyers' ? { keyword: search } : { name: search }) : {},
      };
      const answer =
        kind === 'buyers'
          ? await call('/buyer/list', { method: 'POST', signal, body, schema: buyerListResponse })
          : await call('/supplier/list', { method: 'POST', signal, body, schema: supplierListResponse });
      return answer.data.map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }));
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /assigns/buyers or /assigns/suppliers {user_id, ent_ids}. */
export function useAssignCustomers() {
  return useRefreshingMutation(keys.all, ({ kind, ...body }: AssignForm & { kind: AssignKind }) =>
    call(`/assigns/${kind}`, { method: 'POST', body, schema: assignResponse }),
  );
}

/** What the signed-in user may change on these screens (lists carry no per-row actions). */
export function useMemberRights() {
  const { user } = useSession();
  return {
    user,
    funderWrite: allows(MEMBERS_ACCESS.funderWrite, user),
    supplierWrite: allows(MEMBERS_ACCESS.supplierWrite, user),
    /** A client company's members, from its details (funder client editors, spec §6). */
    clientWrite: allows(MEMBERS_ACCESS.supplierWrite, user) && user?.enterprise_code === 'FUNDER',
    toggle: allows(USER_STATUS_ACCESS.toggle, user),
    organisationWrite: allows(ORGANISATION_ACCESS.write, user),
    caWrite: allows(ORGANISATION_ACCESS.caWrite, user),
    crmRead: allows(ORGANISATION_ACCESS.crmRead, user),
    crmWrite: allows(ORGANISATION_ACCESS.crmWrite, user),
  };
}
