import { PROGRAMME_ACCESS as A } from '@arflow/domain/access/programme';
import type { ListExport } from '@arflow/domain/api/paging';
import {
  APPROVAL_COLUMNS,
  approvalListBody,
  BUYER_COLUMNS,
  buyerListBody,
  currentProgrammeResponse,
  DISCOUNT_RATE_COLUMNS,
  discountRateListBody,
  discountRateListResponse,
  INVEST_ORDER_COLUMNS,
  idParam,
  investOrderListBody,
  investOrderListResponse,
  PRICE_COLUMNS,
  PROMOTION_COLUMNS,
  priceListBody,
  programmeBuyerListResponse,
  promotionDeleteBody,
  promotionDetailResponse,
  promotionListBody,
  promotionListResponse,
  promotionSaveResponse,
  promotionSetupBody,
  promotionStopBody,
  suppliersByBuyerResponse,
} from '@arflow/domain/api/programme';
import { PROMOTION_WORKFLOW } from '@arflow/domain/workflows/promotion';
import type { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { promotions } from './programme.tables.ts';
import {
  currentProgramme,
  findDiscountRates,
  findInvestOrders,
  findSetups,
  suppliersByBuyer,
} from './programme-lists.ts';
import { actOnPromotion, findPromotions, loadPromotion, savePromotion } from './promotions.ts';

const tags = ['program-setup'];

/** A promotion's details with its timeline and the caller's actions. */
const promotionRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: promotions,
  workflow: PROMOTION_WORKFLOW,
  load: loadPromotion,
  detail: { path: '/program-setup/promotion-details/:id', response: promotionDetailResponse },
});

/**
 * The programme setting of spec §7 (ten program-setup calls): the programme in force, its
 * approval list, prices per buyer and per supplier, the suppliers of a buyer, investment orders,
 * and promotions (set up, listed, detailed, deleted, stopped) under their §5 rules.
 */
export function programmeRoutes(app: ZodApp, deps: ModuleDeps): void {
  promotionRoutes(app, deps);
  const { db, clock } = deps;
  const read = A.read;

  app.get(
    '/program-setup/current',
    { config: { access: read }, schema: { tags, response: { 200: currentProgrammeResponse } } },
    (req) => currentProgramme(db, req.actor!, clock.today()),
  );

  const list = <B extends z.ZodType>(
    path: string,
    body: B,
    response: z.ZodType,
    file: ListExport,
    find: (b: z.infer<B>) => Promise<unknown>,
  ) =>
    app.post(
      `/program-setup/${path}`,
      { config: { access: read, list: file }, schema: { tags, body, response: { 200: response } } },
      (req) => find(req.body as z.infer<B>) as never,
    );
  list(
    'promotion-list',
    promotionListBody,
    promotionListResponse,
    { columns: PROMOTION_COLUMNS, file: 'khuyen-mai' },
    (b) => findPromotions(db, b),
  );
  list(
    'approval',
    approvalListBody,
    programmeBuyerListResponse,
    { columns: APPROVAL_COLUMNS, file: 'phe-duyet-chuong-trinh' },
    (b) => findSetups(db, b, false),
  );
  list(
    'buyer',
    buyerListBody,
    programmeBuyerListResponse,
    { columns: BUYER_COLUMNS, file: 'ben-mua-chuong-trinh' },
    (b) => findSetups(db, b, true),
  );
  list(
    'price',
    priceListBody,
    programmeBuyerListResponse,
    { columns: PRICE_COLUMNS, file: 'bieu-phi' },
    (b) => findSetups(db, b, true),
  );
  list(
    'diff-discount-rate',
    discountRateListBody,
    discountRateListResponse,
    { columns: DISCOUNT_RATE_COLUMNS, file: 'lai-suat-chiet-khau' },
    (b) => findDiscountRates(db, b),
  );
  list(
    'invest-order',
    investOrderListBody,
    investOrderListResponse,
    { columns: INVEST_ORDER_COLUMNS, file: 'lenh-dau-tu' },
    (b) => findInvestOrders(db, b),
  );

  app.get(
    '/program-setup/supplier_by_buyer/:id',
    {
      config: { access: read },
      schema: { tags, params: idParam, response: { 200: suppliersByBuyerResponse } },
    },
    (req) => suppliersByBuyer(db, req.params.id),
  );

  const write = { config: { access: A.write } };
  app.post(
    '/program-setup/promotion-setup',
    { ...write, schema: { tags, body: promotionSetupBody, response: { 200: promotionSaveResponse } } },
    async (req) => ({ data: await savePromotion(db, requestContext(req, clock), req.body) }),
  );
  // Delete a waiting promotion; stop an applied one, saying why (the workflow decides which).
  for (const action of ['delete', 'stop'] as const)
    app.post(
      `/program-setup/promotion/:id/${action}`,
      {
        ...write,
        schema: {
          tags,
          params: idParam,
          body: action === 'stop' ? promotionStopBody : promotionDeleteBody,
          response: { 200: promotionSaveResponse },
        },
      },
      async (req) => ({
        data: await actOnPromotion(
          db,
          requestContext(req, clock),
          req.params.id,
          action,
          (req.body as { reason?: string }).reason,
        ),
      }),
    );
}
