import { SAVINGS_ACCESS as A } from '@arflow/domain/access/savings';
import {
  idParam,
  MEMBER_HISTORY_COLUMNS,
  MOVEMENT_COLUMNS,
  memberHistoryListBody,
  memberHistoryListResponse,
  movementListBody,
  movementListResponse,
  nonTermPackForm,
  PLACEMENT_COLUMNS,
  placementForm,
  placementListBody,
  placementListResponse,
  placementResponse,
  SAVINGS_CLASS_COLUMNS,
  SAVINGS_MEMBER_COLUMNS,
  SAVINGS_PACK_COLUMNS,
  SAVINGS_PACK_SORT_COLUMNS,
  savingsClassDetailResponse,
  savingsClassForm,
  savingsClassListQuery,
  savingsClassListResponse,
  savingsClassSaveResponse,
  savingsMemberDetailResponse,
  savingsMemberForm,
  savingsMemberListQuery,
  savingsMemberListResponse,
  savingsMemberSaveResponse,
  savingsPackDetailResponse,
  savingsPackListQuery,
  savingsPackListResponse,
  savingsPackSaveResponse,
  termPackForm,
} from '@arflow/domain/api/savings';
import type { SavingsPackKind } from '@arflow/domain/statuses/savings';
import { SAVINGS_PACK_WORKFLOW } from '@arflow/domain/workflows/savings-pack';
import { SAVINGS_PLACEMENT_WORKFLOW } from '@arflow/domain/workflows/savings-placement';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { requestContext } from '../../platform/http/context.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { withActions } from './actions-of.ts';
import {
  findMemberHistory,
  findMovements,
  findPlacements,
  keywordOn,
  loadPlacement,
  selectClasses,
  selectMembers,
  selectPacks,
  toClassItem,
  toMemberItem,
  toPackItem,
} from './savings.query.ts';
import { savingsClasses, savingsMembers, savingsPacks } from './savings.tables.ts';
import { closePlacement, placeMoney } from './savings.ts';
import { transferRoutes } from './transfers.routes.ts';

const tags = ['savings'];
const codeTaken = { field: 'code', code: 'CODE_TAKEN' } as const;

/** Membership classes (savesting-packs-management/membership-class). */
const classRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: savingsClasses,
  entity: 'savings_class',
  select: selectClasses,
  toItem: toClassItem,
  list: {
    path: '/savings/membership-classes',
    query: savingsClassListQuery,
    response: savingsClassListResponse,
    export: { columns: SAVINGS_CLASS_COLUMNS, file: 'hang-thanh-vien' },
    filter: (q) => [keywordOn(q.keyword, savingsClasses.name)],
    sortColumns: ['id', 'name', 'min_holding', 'bonus_rate', 'updated_at'],
    defaultSort: { column: 'min_holding', direction: 'ASC' },
  },
  detail: { path: '/savings/membership-class/:id', response: savingsClassDetailResponse },
  save: {
    create: '/savings/membership-class/form',
    edit: '/savings/membership-class/form/:id',
    body: savingsClassForm,
    response: savingsClassSaveResponse,
    unique: { savings_classes_name_uq: { field: 'name', code: 'CODE_TAKEN', lower: savingsClasses.name } },
  },
});

/** Savings members (savesting-packs-management/member-list); class and holding follow their placements. */
const memberRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: savingsMembers,
  entity: 'savings_member',
  select: selectMembers,
  toItem: toMemberItem,
  list: {
    path: '/savings/members',
    query: savingsMemberListQuery,
    response: savingsMemberListResponse,
    export: { columns: SAVINGS_MEMBER_COLUMNS, file: 'thanh-vien-tich-luy' },
    filter: (q) => [
      keywordOn(q.keyword, savingsMembers.code, savingsMembers.name, savingsMembers.phone),
      q.class_id === undefined ? undefined : eq(savingsMembers.class_id, q.class_id),
      q.active === undefined ? undefined : eq(savingsMembers.active, q.active === 'true'),
    ],
    sortColumns: ['id', 'code', 'name', 'kind', 'total_holding', 'updated_at'],
    defaultSort: { column: 'code', direction: 'ASC' },
  },
  detail: { path: '/savings/member/:id', response: savingsMemberDetailResponse },
  save: {
    create: '/savings/member/form',
    edit: '/savings/member/form/:id',
    body: savingsMemberForm,
    response: savingsMemberSaveResponse,
    unique: { savings_members_code_uq: { ...codeTaken, lower: savingsMembers.code } },
  },
});

/** A term or non-term pack's screen (savesting-packs-management/term, /non-term): its own paths and form. */
function packRoutes(kind: SavingsPackKind, segment: string, file: string) {
  const form = kind === 'TERM' ? termPackForm : nonTermPackForm;
  return recordRoutes({
    tags,
    access: A,
    params: idParam,
    table: savingsPacks,
    workflow: SAVINGS_PACK_WORKFLOW,
    scope: () => eq(savingsPacks.kind, kind),
    select: selectPacks,
    toItem: toPackItem,
    list: {
      path: `/savings/${segment}`,
      query: savingsPackListQuery,
      response: savingsPackListResponse,
      export: { columns: SAVINGS_PACK_COLUMNS, file },
      filter: packFilter,
      sortColumns: SAVINGS_PACK_SORT_COLUMNS,
      defaultSort: { column: 'updated_at', direction: 'DESC' },
    },
    detail: { path: `/savings/${segment}/:id`, response: savingsPackDetailResponse },
    actions: {
      activate: `POST /savings/${segment}/:id/activate`,
      close: `POST /savings/${segment}/:id/close`,
    },
    save: {
      create: `/savings/${segment}/form`,
      edit: `/savings/${segment}/form/:id`,
      body: form as typeof termPackForm,
      response: savingsPackSaveResponse,
      owner: () => ({ kind }),
      unique: { savings_packs_code_uq: { ...codeTaken, lower: savingsPacks.code } },
    },
  });
}

function packFilter(q: {
  keyword?: string;
  status?: string;
  kind?: SavingsPackKind;
  limited?: 'true' | 'false';
}) {
  return [
    keywordOn(q.keyword, savingsPacks.code, savingsPacks.name),
    q.status ? eq(savingsPacks.status, q.status as 'ACTIVE') : undefined,
    q.kind ? eq(savingsPacks.kind, q.kind) : undefined,
    q.limited === undefined
      ? undefined
      : q.limited === 'true'
        ? isNotNull(savingsPacks.cap)
        : isNull(savingsPacks.cap),
  ];
}

/** Every pack, term and non-term (ListPackageLimited, ListPackageUnlimited filter by `limited`). */
const allPackRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: savingsPacks,
  select: selectPacks,
  toItem: toPackItem,
  list: {
    path: '/savings/packs',
    query: savingsPackListQuery,
    response: savingsPackListResponse,
    export: { columns: SAVINGS_PACK_COLUMNS, file: 'goi-tich-luy' },
    filter: packFilter,
    sortColumns: SAVINGS_PACK_SORT_COLUMNS,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
  },
});

/**
 * Savings packs (spec §2 tichluy and savesting-packs-management, §6; decision 0107): classes,
 * members, term and non-term packs as records, then the placements, their movements (the
 * transaction history) and the members' class history.
 */
export function savingsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  classRoutes(app, deps);
  memberRoutes(app, deps);
  packRoutes('TERM', 'term-packs', 'goi-co-ky-han')(app, deps);
  packRoutes('NON_TERM', 'non-term-packs', 'goi-khong-ky-han')(app, deps);
  allPackRoutes(app, deps);

  app.post(
    '/savings/placements',
    listRoute({
      tags,
      summary: "Members' placements (paged), by pack, member, status or limited packs",
      access: A.read,
      list: { columns: PLACEMENT_COLUMNS, file: 'khoan-gui-tich-luy' },
      body: placementListBody,
      response: placementListResponse,
    }),
    (req) => findPlacements(db, req.body),
  );
  app.get(
    '/savings/placement/:id',
    routeOptions({
      tags,
      summary: 'One placement, with the actions the caller may take',
      access: A.read,
      params: idParam,
      response: placementResponse,
    }),
    async (req) => withActions(SAVINGS_PLACEMENT_WORKFLOW, req.actor, await loadPlacement(db, req.params.id)),
  );
  app.post(
    '/savings/placement',
    routeOptions({
      tags,
      summary: "Place a member's money in an active pack on the business date",
      access: A.write,
      body: placementForm,
      response: placementResponse,
    }),
    (req) => placeMoney({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.post(
    '/savings/placement/:id/close',
    routeOptions({
      tags,
      summary: 'Pay a placement back: matured or withdrawn, with its interest and commission',
      access: A.write,
      params: idParam,
      response: placementResponse,
    }),
    (req) => closePlacement({ db, ctx: requestContext(req, clock), id: req.params.id }),
  );
  app.post(
    '/savings/transactions',
    listRoute({
      tags,
      summary: 'Savings movements (paged): placements, principal, interest and commission paid',
      access: A.read,
      list: { columns: MOVEMENT_COLUMNS, file: 'lich-su-giao-dich-tich-luy' },
      body: movementListBody,
      response: movementListResponse,
    }),
    (req) => findMovements(db, req.body),
  );
  app.post(
    '/savings/member-history',
    listRoute({
      tags,
      summary: "Members' class changes (paged)",
      access: A.read,
      list: { columns: MEMBER_HISTORY_COLUMNS, file: 'lich-su-thanh-vien' },
      body: memberHistoryListBody,
      response: memberHistoryListResponse,
    }),
    (req) => findMemberHistory(db, req.body),
  );
  transferRoutes(app, deps);
}
