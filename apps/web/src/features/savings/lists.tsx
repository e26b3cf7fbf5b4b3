import type { PageInfo } from '@arflow/domain/api/paging';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import {
  MEMBER_HISTORY_COLUMNS,
  type MemberHistoryItem,
  MOVEMENT_COLUMNS,
  type MovementItem,
  memberHistoryListResponse,
  movementListResponse,
  PLACEMENT_COLUMNS,
  type PlacementItem,
  placementListResponse,
  SAVINGS_PACK_COLUMNS,
  SAVINGS_PACK_SORT_COLUMNS,
  SAVINGS_TRANSFER_COLUMNS,
  type SavingsPackItem,
  type SavingsTransferItem,
  savingsPackListResponse,
  savingsTransferListResponse,
} from '@arflow/domain/api/savings';
import {
  SAVINGS_MOVEMENT_KIND_LABELS,
  SAVINGS_PACK_KIND_LABELS,
  SAVINGS_PACK_STATUS_LABELS,
  SAVINGS_PLACEMENT_STATUS_LABELS,
  SAVINGS_TRANSFER_STATUS_LABELS,
} from '@arflow/domain/statuses/savings';
import type { ComponentType } from 'react';
import type { ResponseSchema } from '../../shared/api/client.ts';
import { useRouteId } from '../../shared/api/record-state.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { ListPage, type ListPageProps } from '../../shared/list/ListPage.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import type { SavingsListName } from './list-names.ts';
import type { ToolsOf } from './list-tools.ts';
import { PackTools } from './PackPopup.tsx';
import { PlacementTools } from './PlacementPopup.tsx';
import { listCall, useListCall } from './pack-api.ts';
import { NON_TERM_PACKS, type PackKind, TERM_PACKS } from './pack-kinds.ts';
import { TransferTools } from './TransferTools.tsx';

/**
 * One list screen of the savings packs, as data: adding a list adds a declaration here, not a
 * page. The filters are the URL's; `fixed` the conditions the screen itself sets (the limited
 * packs, the route's pack) and never shows.
 */
interface SavingsList<Row extends { id: number }, F extends string> {
  /** Test id prefix (`<id>-list-page`, `<id>-table`…). */
  id: string;
  title: TextKey;
  /** GET: filters in the query string; POST: in `search_condition` (spec §3). */
  method: 'GET' | 'POST';
  path: string;
  schema: ResponseSchema<{ data: Row[]; page_info: PageInfo }>;
  list: ListOptions<F>;
  filters: readonly FilterField<F>[];
  columns: readonly Column<Row>[];
  /** From the route's pack id (0: none). */
  fixed?: (packId: number) => Record<string, string | number | undefined>;
  /** Buttons and popups of the screen (add, place money, a row's view). */
  tools?: ToolsOf<Row>;
}

/** Without tools, the list alone. */
const PLAIN: ToolsOf<never> = (list) => list({});

/** A declaration with its calls: the list's request for a state and the route's pack, its rows' hook. */
interface BuiltList<Row extends { id: number }, F extends string> extends SavingsList<Row, F> {
  request: (state: ListState<F>, packId: number) => ListRequest;
  useRows: ListPageProps<Row, F>['useRows'];
}

/** The one screen of every declaration: its list, its tools (buttons, popups), its calls with the route's pack. */
function SavingsListScreen<Row extends { id: number }, F extends string>({ d }: { d: BuiltList<Row, F> }) {
  const packId = useRouteId();
  const tools = (d.tools ?? PLAIN) as ToolsOf<Row>;
  return tools((t) => (
    <>
      {t.header}
      <ListPage
        id={d.id}
        title={d.title}
        list={d.list}
        filters={d.filters}
        columns={d.columns}
        useRows={d.useRows}
        request={(state) => d.request(state, packId)}
        actions={t.actions}
        onRowClick={t.onRowClick}
      />
      {t.dialogs}
    </>
  ));
}

/** A declaration's page (made once, at module load). */
function screen<Row extends { id: number }, F extends string>(list: SavingsList<Row, F>): ComponentType {
  const request = (state: ListState<F>, packId: number) =>
    listCall(list.method, list.path, state, list.fixed?.(packId) ?? {});
  // Made once per declaration at module load, never during a render: its identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per list, built at module level
  const useRows = (state: ListState<F>) =>
    useListCall(request(state, useRouteId()), list.method, list.schema);
  const d: BuiltList<Row, F> = { ...list, request, useRows };
  return () => <SavingsListScreen d={d} />;
}

const T = '/fun/tichluy';
const keyword = { kind: 'text', name: 'keyword', label: 'savings.fields.keyword' } as const;
const packStatus = {
  kind: 'status',
  name: 'status',
  label: 'savings.fields.status',
  statuses: SAVINGS_PACK_STATUS_LABELS,
} as const;

/** All packs with a cap (limited) or without (unlimited), each opening its members' placements. */
function packs(limited: boolean) {
  const base = `${T}/ListPackage${limited ? 'Limited' : 'Unlimited'}`;
  return screen<SavingsPackItem, 'keyword' | 'status' | 'kind'>({
    id: limited ? 'savings-limited-packs' : 'savings-unlimited-packs',
    title: limited ? 'savings.limitedPacks.title' : 'savings.unlimitedPacks.title',
    method: 'GET',
    path: '/savings/packs',
    schema: savingsPackListResponse,
    list: { filters: ['keyword', 'status', 'kind'], sortColumns: SAVINGS_PACK_SORT_COLUMNS },
    filters: [
      keyword,
      packStatus,
      { kind: 'status', name: 'kind', label: 'savings.fields.pack_kind', statuses: SAVINGS_PACK_KIND_LABELS },
    ],
    columns: columnsOf<SavingsPackItem>(SAVINGS_PACK_COLUMNS, {
      name: { link: (p) => `${base}/Member/${p.id}` },
      // Only an unlimited pack pays its introducers' commission.
      ...(!limited && { commission_rate: { link: (p) => `${base}/Commission/${p.id}` } }),
    }),
    fixed: () => ({ limited: String(limited) }),
  });
}

/** A kind of pack's own list (savesting-packs-management), with its add, view and edit popups. */
function ownPacks<Form>(pack: PackKind<Form>) {
  const term = pack.kind === 'TERM';
  return screen<SavingsPackItem, 'keyword' | 'status'>({
    id: pack.testId,
    title: pack.title,
    method: 'GET',
    path: pack.listPath,
    schema: savingsPackListResponse,
    list: pack.api.list,
    filters: [keyword, packStatus],
    // The kind is the screen's own, a column of it would say the same on every row.
    columns: columnsOf<SavingsPackItem>(SAVINGS_PACK_COLUMNS).filter(
      (c) => c.key !== 'kind' && (term || (c.key !== 'term_months' && c.key !== 'early_rate')),
    ),
    tools: (list) => <PackTools pack={pack} list={list} />,
  });
}

/** The members' placements of limited or unlimited packs, of the route's pack when it names one. */
function placements(limited: boolean) {
  return screen<PlacementItem, 'status'>({
    id: limited ? 'savings-limited-members' : 'savings-unlimited-members',
    title: limited ? 'savings.limitedMembers.title' : 'savings.unlimitedMembers.title',
    method: 'POST',
    path: '/savings/placements',
    schema: placementListResponse,
    list: { filters: ['status'], sortColumns: sortColumnsOf(PLACEMENT_COLUMNS) },
    filters: [
      {
        kind: 'status',
        name: 'status',
        label: 'savings.fields.status',
        statuses: SAVINGS_PLACEMENT_STATUS_LABELS,
      },
    ],
    columns: columnsOf<PlacementItem>(PLACEMENT_COLUMNS),
    fixed: (packId) => ({ limited: String(limited), pack_id: packId || undefined }),
    tools: (list) => <PlacementTools limited={limited} list={list} />,
  });
}

/** The movements of money (decision 0107: the Commission screen is their COMMISSION rows). */
function movements(o: { id: string; title: TextKey; commission: boolean }) {
  return screen<MovementItem, 'kind'>({
    id: o.id,
    title: o.title,
    method: 'POST',
    path: '/savings/transactions',
    schema: movementListResponse,
    list: {
      filters: o.commission ? [] : ['kind'],
      sortColumns: sortColumnsOf(MOVEMENT_COLUMNS, ['id', 'created_at']),
    },
    filters: o.commission
      ? []
      : [
          {
            kind: 'status',
            name: 'kind',
            label: 'savings.fields.movement_kind',
            statuses: SAVINGS_MOVEMENT_KIND_LABELS,
          },
        ],
    columns: columnsOf<MovementItem>(MOVEMENT_COLUMNS),
    fixed: (packId) => (o.commission ? { kind: 'COMMISSION', pack_id: packId || undefined } : {}),
  });
}

/** Every savings list screen but the classes' and members' (ListPages.tsx), by its page. */
export const SAVINGS_LISTS = {
  termPacks: ownPacks(TERM_PACKS),
  nonTermPacks: ownPacks(NON_TERM_PACKS),
  unlimitedPacks: packs(false),
  limitedPacks: packs(true),
  unlimitedMembers: placements(false),
  limitedMembers: placements(true),
  commission: movements({ id: 'savings-commission', title: 'savings.commission.title', commission: true }),
  transactions: movements({
    id: 'savings-transactions',
    title: 'savings.transactions.title',
    commission: false,
  }),
  memberHistory: screen<MemberHistoryItem, 'keyword'>({
    id: 'savings-member-history',
    title: 'savings.memberHistory.title',
    method: 'POST',
    path: '/savings/member-history',
    schema: memberHistoryListResponse,
    list: { filters: ['keyword'], sortColumns: sortColumnsOf(MEMBER_HISTORY_COLUMNS, ['id']) },
    filters: [keyword],
    columns: columnsOf<MemberHistoryItem>(MEMBER_HISTORY_COLUMNS),
  }),
  // SourceTranfer (decision 0117): the transfers, under the sources' balances.
  transfers: screen<SavingsTransferItem, 'status'>({
    id: 'savings-transfers',
    title: 'savings.transfers.title',
    method: 'POST',
    path: '/savings/transfers',
    schema: savingsTransferListResponse,
    list: { filters: ['status'], sortColumns: sortColumnsOf(SAVINGS_TRANSFER_COLUMNS) },
    filters: [
      {
        kind: 'status',
        name: 'status',
        label: 'savings.fields.status',
        statuses: SAVINGS_TRANSFER_STATUS_LABELS,
      },
    ],
    columns: columnsOf<SavingsTransferItem>(SAVINGS_TRANSFER_COLUMNS),
    tools: (list) => <TransferTools list={list} />,
  }),
} as const satisfies Record<SavingsListName, ComponentType>;
