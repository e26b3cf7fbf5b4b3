import { SAVINGS_ACCESS as A } from '@arflow/domain/access/savings';
import {
  idParam,
  SAVINGS_SOURCE_COLUMNS,
  SAVINGS_TRANSFER_COLUMNS,
  savingsSourceDetailResponse,
  savingsSourceForm,
  savingsSourceListQuery,
  savingsSourceListResponse,
  savingsSourceSaveResponse,
  savingsTransferCancelBody,
  savingsTransferForm,
  savingsTransferListBody,
  savingsTransferListResponse,
  savingsTransferResponse,
} from '@arflow/domain/api/savings';
import { SAVINGS_TRANSFER_WORKFLOW } from '@arflow/domain/workflows/savings-transfer';
import { requestContext } from '../../platform/http/context.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { withActions } from './actions-of.ts';
import { keywordOn } from './savings.query.ts';
import { savingsSources } from './savings.tables.ts';
import { findTransfers, loadTransfer, selectSources, toSourceItem } from './transfers.query.ts';
import { addSource, cancelTransfer, confirmTransfer, draftTransfer } from './transfers.ts';

const tags = ['savings'];

/** The sources (their balances head SourceTranfer and fill AddSourceTranfer's choices). */
const sourceRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: savingsSources,
  entity: 'savings_source',
  select: selectSources,
  toItem: toSourceItem,
  list: {
    path: '/savings/sources',
    query: savingsSourceListQuery,
    response: savingsSourceListResponse,
    export: { columns: SAVINGS_SOURCE_COLUMNS, file: 'nguon-tich-luy' },
    filter: (q) => [keywordOn(q.keyword, savingsSources.code, savingsSources.name)],
    sortColumns: ['id', 'code', 'name', 'kind', 'opening_balance', 'updated_at'],
    defaultSort: { column: 'code', direction: 'ASC' },
  },
  detail: { path: '/savings/source/:id', response: savingsSourceDetailResponse },
});

/**
 * Savings sources and transfers (spec §2 tichluy SourceTranfer and AddSourceTranfer; decision
 * 0117): the sources with their balances, a source added with its opening balance, and the
 * transfers drafted, confirmed (booked in the journal) or cancelled.
 */
export function transferRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  sourceRoutes(app, deps);
  const write = <P, B, R>(summary: string, o: { params?: P; body?: B; response: R }) =>
    routeOptions({ tags, summary, access: A.write, ...o });
  app.post(
    '/savings/source/form',
    write('Add a savings source with its opening balance (booked in the journal)', {
      body: savingsSourceForm,
      response: savingsSourceSaveResponse,
    }),
    (req) => addSource({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.post(
    '/savings/transfers',
    listRoute({
      tags,
      summary: 'Savings source transfers (paged), by source, pack or status',
      access: A.read,
      list: { columns: SAVINGS_TRANSFER_COLUMNS, file: 'chuyen-nguon-tich-luy' },
      body: savingsTransferListBody,
      response: savingsTransferListResponse,
    }),
    (req) => findTransfers(db, req.body),
  );
  app.get(
    '/savings/transfer/:id',
    routeOptions({
      tags,
      summary: 'One savings transfer, with the actions the caller may take',
      access: A.read,
      params: idParam,
      response: savingsTransferResponse,
    }),
    async (req) => withActions(SAVINGS_TRANSFER_WORKFLOW, req.actor, await loadTransfer(db, req.params.id)),
  );
  app.post(
    '/savings/transfer',
    write('Draft a transfer between savings sources and packs (no money moves yet)', {
      body: savingsTransferForm,
      response: savingsTransferResponse,
    }),
    (req) => draftTransfer({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.post(
    '/savings/transfer/:id/confirm',
    write('Confirm a transfer: its money moves and is booked in the journal', {
      params: idParam,
      response: savingsTransferResponse,
    }),
    (req) => confirmTransfer({ db, ctx: requestContext(req, clock), id: req.params.id }),
  );
  app.post(
    '/savings/transfer/:id/cancel',
    write('Cancel a draft transfer, with the reason why', {
      params: idParam,
      body: savingsTransferCancelBody,
      response: savingsTransferResponse,
    }),
    (req) =>
      cancelTransfer({ db, ctx: requestContext(req, clock), id: req.params.id, reason: req.body.reason }),
  );
}
