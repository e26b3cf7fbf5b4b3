import { POINTS_ACCESS as A } from '@arflow/domain/access/points';
import {
  categoryParam,
  entParam,
  idParam,
  POINT_MOVEMENT_COLUMNS,
  POINT_SETTING_COLUMNS,
  pointDetailListBody,
  pointDetailListResponse,
  pointSettingForm,
  pointSettingListQuery,
  pointSettingListResponse,
  pointSettingResponse,
  redeemPointBody,
  rejectVoucherBody,
  totalPointResponse,
  VOUCHER_CATEGORY_COLUMNS,
  VOUCHER_REQUEST_COLUMNS,
  voucherCategoryForm,
  voucherCategoryListQuery,
  voucherCategoryListResponse,
  voucherCategoryResponse,
  voucherRequestListBody,
  voucherRequestListResponse,
  voucherRequestResponse,
} from '@arflow/domain/api/points';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import {
  findCategories,
  findMovements,
  findRequests,
  findSettings,
  settingOn,
  totalPoints,
} from './points.query.ts';
import { answerRequest, redeemPoints, saveCategory, saveSetting } from './points.ts';

const tags = ['point'];

/**
 * Points and vouchers (spec §7 Points, §8 Points errors; decision 0100): the seven `point/*` calls
 * as the inventory names them, and the funder's writes the spec leaves unnamed (a new setting, a
 * voucher category, the answer to a request).
 */
export function pointsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;

  app.get(
    '/point/:ent_id/totalpoint',
    routeOptions({
      tags,
      summary: "A buyer's points: balance, earned, redeemed, pending",
      access: A.read,
      params: entParam,
      response: totalPointResponse,
    }),
    (req) => totalPoints(db, req.actor!, req.params.ent_id),
  );
  app.get(
    '/point/pointsetting',
    {
      config: { access: A.read },
      schema: { tags, summary: 'The point setting in force today', response: { 200: pointSettingResponse } },
    },
    async () => ({ data: await settingOn(db, clock.today()) }),
  );
  app.post(
    '/point/pointsetting',
    routeOptions({
      tags,
      summary: 'A new point setting, in force from its date',
      access: A.manage,
      body: pointSettingForm,
      response: pointSettingResponse,
    }),
    (req) => saveSetting({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.get(
    '/point/listpointsettingdetail',
    {
      config: { access: A.read, list: { columns: POINT_SETTING_COLUMNS, file: 'thiet-lap-diem' } },
      schema: {
        tags,
        summary: 'Every point setting made (paged)',
        querystring: pointSettingListQuery,
        response: { 200: pointSettingListResponse },
      },
    },
    (req) => findSettings(db, req.query),
  );
  app.get(
    '/point/listcategoryvoucher',
    {
      config: { access: A.read, list: { columns: VOUCHER_CATEGORY_COLUMNS, file: 'loai-uu-dai' } },
      schema: {
        tags,
        summary: 'Voucher categories (paged; a buyer sees those offered)',
        querystring: voucherCategoryListQuery,
        response: { 200: voucherCategoryListResponse },
      },
    },
    (req) => findCategories(db, req.actor!, req.query),
  );
  const category = { 200: voucherCategoryResponse };
  app.post(
    '/point/categoryvoucher/form',
    {
      config: { access: A.manage },
      schema: { tags, summary: 'Add a voucher category', body: voucherCategoryForm, response: category },
    },
    (req) => saveCategory({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.post(
    '/point/categoryvoucher/form/:category_id',
    {
      config: { access: A.manage },
      schema: {
        tags,
        summary: 'Edit a voucher category',
        params: categoryParam,
        body: voucherCategoryForm,
        response: category,
      },
    },
    (req) =>
      saveCategory({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.category_id }),
  );
  app.post(
    '/point/listpointdetail',
    listRoute({
      tags,
      summary: 'Points ledger movements (paged)',
      access: A.read,
      list: { columns: POINT_MOVEMENT_COLUMNS, file: 'chi-tiet-diem' },
      body: pointDetailListBody,
      response: pointDetailListResponse,
    }),
    (req) => findMovements(db, req.actor!, req.body),
  );
  app.post(
    '/point/listrequestvoucher',
    listRoute({
      tags,
      summary: 'Voucher requests (paged), with the total redeemed points',
      access: A.read,
      list: { columns: VOUCHER_REQUEST_COLUMNS, file: 'yeu-cau-doi-uu-dai' },
      body: voucherRequestListBody,
      response: voucherRequestListResponse,
    }),
    (req) => findRequests(db, req.actor!, req.body),
  );
  app.post(
    '/point/requestredeempoint',
    routeOptions({
      tags,
      summary: 'A buyer redeems points for a voucher',
      access: A.redeem,
      body: redeemPointBody,
      response: voucherRequestResponse,
    }),
    (req) => redeemPoints({ db, ctx: requestContext(req, clock), categoryId: req.body.category_id }),
  );
  // The funder's two answers, each a transition of VOUCHER_REQUEST_WORKFLOW (a rejection refunds).
  for (const [action, body, summary] of [
    ['approve', z.strictObject({}).optional(), 'Approve a voucher request'],
    ['reject', rejectVoucherBody, 'Reject a voucher request: its points go back to the buyer'],
  ] as const)
    app.post(
      `/point/requestvoucher/:id/${action}`,
      {
        config: { access: A.manage },
        schema: { tags, summary, params: idParam, body, response: { 200: voucherRequestResponse } },
      },
      (req) =>
        answerRequest({
          db,
          ctx: requestContext(req, clock),
          id: req.params.id,
          action,
          reason: (req.body as { reason?: string } | undefined)?.reason,
        }),
    );
}
