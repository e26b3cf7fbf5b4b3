import { EARLY_RATES_ACCESS } from '@arflow/domain/access/early-rates';
import {
  cancelForm,
  deleteGroupForm,
  earlyRateOverviewResponse,
  emptyForm,
  GROUP_SUPPLIER_COLUMNS,
  groupForm,
  groupResponse,
  groupSupplierForm,
  moveSupplierForm,
  params,
  REQUEST_HISTORY_COLUMNS,
  requestHistoryBody,
  requestHistoryResponse,
  supplierSearchQuery,
  supplierSearchResponse,
  updateGroupForm,
} from '@arflow/domain/api/early-rates';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { findRequests } from './find-requests.ts';
import { getGroup } from './get-group.ts';
import { getOverview } from './get-overview.ts';
import { addGroup, deleteGroup, updateGroup } from './group-edits.ts';
import { approveRequest, cancelRequest, createRequest } from './requests.ts';
import { searchSuppliers } from './search-suppliers.ts';
import { addSupplier, moveSupplier, removeSupplier } from './supplier-edits.ts';

const tags = ['early-interest-rate'];
const BASE = '/credit-buyer/early-interest-rate';
const idResponse = z.object({ data: z.object({ id: z.number().int() }) });

/**
 * Early-interest-rate groups of a buyer (spec §7). Path parameter names differ by what the call
 * needs (`draft_id` the draft or the version in force, `request_id` a pending request), so the
 * scoping matrix can name a record in the state each call acts on; the paths are the spec's.
 */
export function earlyRateRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: EARLY_RATES_ACCESS.read };
  const draft = { access: EARLY_RATES_ACCESS.draft };

  app.get(
    `${BASE}/:buy_id`,
    { config: read, schema: { tags, params: params.buyer, response: { 200: earlyRateOverviewResponse } } },
    (req) => getOverview({ db, actor: req.actor!, buyId: req.params.buy_id }),
  );
  app.post(
    `${BASE}/:buy_id/history`,
    {
      config: { ...read, list: { columns: REQUEST_HISTORY_COLUMNS, file: 'lich-su-lai-suat-som' } },
      schema: {
        tags,
        params: params.buyer,
        body: requestHistoryBody,
        response: { 200: requestHistoryResponse },
      },
    },
    (req) => {
      const { search_condition: _, ...input } = req.body;
      return findRequests({ db, actor: req.actor!, buyId: req.params.buy_id, input });
    },
  );
  app.post(
    `${BASE}/:buy_id/add-group`,
    {
      config: draft,
      schema: { tags, params: params.buyer, body: groupForm, response: { 200: groupResponse } },
    },
    async (req) => ({
      data: await addGroup({ db, ctx: requestContext(req, clock), buyId: req.params.buy_id, form: req.body }),
    }),
  );
  app.post(
    `${BASE}/:buy_id/update-group`,
    {
      config: draft,
      schema: { tags, params: params.buyer, body: updateGroupForm, response: { 200: groupResponse } },
    },
    async (req) => {
      const { group_id, ...form } = req.body;
      const ctx = requestContext(req, clock);
      return { data: await updateGroup({ db, ctx, buyId: req.params.buy_id, groupId: group_id, form }) };
    },
  );
  app.post(
    `${BASE}/:buy_id/delete-group`,
    {
      config: draft,
      schema: { tags, params: params.buyer, body: deleteGroupForm, response: { 200: idResponse } },
    },
    async (req) => {
      const ctx = requestContext(req, clock);
      return { data: await deleteGroup({ db, ctx, buyId: req.params.buy_id, groupId: req.body.group_id }) };
    },
  );
  app.post(
    `${BASE}/:buy_id/request/:draft_id/create`,
    {
      config: { access: EARLY_RATES_ACCESS.create },
      schema: { tags, params: params.draft, body: emptyForm.optional(), response: { 200: idResponse } },
    },
    async (req) => {
      const ctx = requestContext(req, clock);
      return {
        data: await createRequest({ db, ctx, buyId: req.params.buy_id, requestId: req.params.draft_id }),
      };
    },
  );
  app.post(
    `${BASE}/:pending_buy_id/request/:request_id/cancel`,
    {
      config: { access: EARLY_RATES_ACCESS.cancel },
      schema: { tags, params: params.pending, body: cancelForm, response: { 200: idResponse } },
    },
    async (req) => {
      const { pending_buy_id: buyId, request_id: requestId } = req.params;
      const ctx = requestContext(req, clock);
      return { data: await cancelRequest({ db, ctx, buyId, requestId, reason: req.body.reason }) };
    },
  );
  app.post(
    `${BASE}/:pending_buy_id/request/:request_id/approve`,
    {
      config: { access: EARLY_RATES_ACCESS.approve },
      schema: { tags, params: params.pending, body: emptyForm.optional(), response: { 200: idResponse } },
    },
    async (req) => {
      const { pending_buy_id: buyId, request_id: requestId } = req.params;
      return { data: await approveRequest({ db, ctx: requestContext(req, clock), buyId, requestId }) };
    },
  );
  app.get(
    `${BASE}/:buy_id/group/:draft_id/:group_id/search-sup`,
    {
      config: { ...read, list: { columns: GROUP_SUPPLIER_COLUMNS, file: 'nha-cung-cap-cho-nhom' } },
      schema: {
        tags,
        params: params.group,
        querystring: supplierSearchQuery,
        response: { 200: supplierSearchResponse },
      },
    },
    (req) => {
      const { keyword, ...input } = req.query;
      const { buy_id, draft_id, group_id } = req.params;
      const actor = req.actor!;
      return searchSuppliers({
        db,
        actor,
        buyId: buy_id,
        requestId: draft_id,
        groupId: group_id,
        keyword,
        input,
      });
    },
  );
  app.get(
    `${BASE}/:buy_id/group/:draft_id/:group_id`,
    { config: read, schema: { tags, params: params.group, response: { 200: groupResponse } } },
    async (req) => {
      const { buy_id, draft_id, group_id } = req.params;
      return {
        data: await getGroup({
          db,
          actor: req.actor!,
          buyId: buy_id,
          requestId: draft_id,
          groupId: group_id,
        }),
      };
    },
  );
  const supplierEdits = [
    ['add-sup', groupSupplierForm, addSupplier],
    ['delete-sup', groupSupplierForm, removeSupplier],
  ] as const;
  for (const [path, body, edit] of supplierEdits) {
    app.post(
      `${BASE}/:buy_id/group/:draft_id/:group_id/${path}`,
      { config: draft, schema: { tags, params: params.group, body, response: { 200: groupResponse } } },
      async (req) => {
        const { buy_id, draft_id, group_id } = req.params;
        const ctx = requestContext(req, clock);
        const o = { db, ctx, buyId: buy_id, draftId: draft_id, groupId: group_id, supId: req.body.sup_id };
        return { data: await edit(o) };
      },
    );
  }
  app.post(
    `${BASE}/:buy_id/group/:draft_id/:group_id/update-sup`,
    {
      config: draft,
      schema: { tags, params: params.group, body: moveSupplierForm, response: { 200: groupResponse } },
    },
    async (req) => {
      const { buy_id, draft_id, group_id } = req.params;
      const { sup_id, target_group_id } = req.body;
      const ctx = requestContext(req, clock);
      const o = { db, ctx, buyId: buy_id, draftId: draft_id, groupId: group_id, supId: sup_id };
      return { data: await moveSupplier({ ...o, targetGroupId: target_group_id }) };
    },
  );
}
