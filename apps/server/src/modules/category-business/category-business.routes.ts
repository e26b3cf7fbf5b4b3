import { CATEGORY_BUSINESS_ACCESS } from '@arflow/domain/access/category-business';
import {
  industryDetailResponse,
  industryForm,
  industryListResponse,
  industryRatesForm,
  parameterForm,
  parameterListResponse,
  ratingBandsForm,
  ratingBandsResponse,
  scoreItemsForm,
  supplierScoreForm,
  supplierScoreResponse,
} from '@arflow/domain/api/category-business';
import { idParam } from '@arflow/domain/api/params';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listBands, listIndustries, listParameters, loadIndustry } from './rating.query.ts';
import { saveIndustry, saveParameter } from './save-definitions.ts';
import { saveIndustryRates, saveRatingBands, saveScoreItems } from './save-rating-sets.ts';
import { getSupplierScore, saveSupplierScore } from './score-supplier.ts';

const tags = ['category-business'];

/**
 * Industry credit rating (spec §2 category-business, §3). The spec names no call for it, so
 * these are ours (docs/decisions.md "Industry credit rating calls"): reads answer the whole
 * model, and each popup saves its whole list in one call.
 */
export function categoryBusinessRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const read = { access: CATEGORY_BUSINESS_ACCESS.read };
  const manage = { access: CATEGORY_BUSINESS_ACCESS.manage };
  const score = { access: CATEGORY_BUSINESS_ACCESS.score };
  const base = '/category-business';
  const industry = async (actor: Parameters<typeof loadIndustry>[1], id: number) => {
    const data = await loadIndustry(db, actor, id);
    if (!data) throw new AppError('NOT_FOUND');
    return { data };
  };

  app.get(
    `${base}/industries`,
    { config: read, schema: { tags, response: { 200: industryListResponse } } },
    async (req) => ({ data: await listIndustries(db, req.actor!) }),
  );
  app.post(
    `${base}/industries`,
    { config: manage, schema: { tags, body: industryForm, response: { 200: industryDetailResponse } } },
    async (req) =>
      industry(req.actor!, await saveIndustry({ db, ctx: requestContext(req, clock), form: req.body })),
  );
  app.get(
    `${base}/industries/:id`,
    { config: read, schema: { tags, params: idParam, response: { 200: industryDetailResponse } } },
    (req) => industry(req.actor!, req.params.id),
  );
  app.post(
    `${base}/industries/:id`,
    {
      config: manage,
      schema: { tags, params: idParam, body: industryForm, response: { 200: industryDetailResponse } },
    },
    async (req) =>
      industry(
        req.actor!,
        await saveIndustry({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
      ),
  );
  app.post(
    `${base}/industries/:id/rates`,
    {
      config: manage,
      schema: { tags, params: idParam, body: industryRatesForm, response: { 200: industryDetailResponse } },
    },
    async (req) => {
      await saveIndustryRates({ db, ctx: requestContext(req, clock), id: req.params.id, form: req.body });
      return industry(req.actor!, req.params.id);
    },
  );
  app.post(
    `${base}/criteria/:id/items`,
    {
      config: manage,
      schema: { tags, params: idParam, body: scoreItemsForm, response: { 200: industryDetailResponse } },
    },
    async (req) => {
      const ctx = requestContext(req, clock);
      return industry(
        req.actor!,
        await saveScoreItems({ db, ctx, criterionId: req.params.id, form: req.body }),
      );
    },
  );
  app.get(
    `${base}/parameters`,
    { config: read, schema: { tags, response: { 200: parameterListResponse } } },
    async (req) => ({ data: await listParameters(db, req.actor!) }),
  );
  app.post(
    `${base}/parameters`,
    { config: manage, schema: { tags, body: parameterForm, response: { 200: parameterListResponse } } },
    async (req) => {
      await saveParameter({ db, ctx: requestContext(req, clock), form: req.body });
      return { data: await listParameters(db, req.actor!) };
    },
  );
  app.post(
    `${base}/parameters/:id`,
    {
      config: manage,
      schema: { tags, params: idParam, body: parameterForm, response: { 200: parameterListResponse } },
    },
    async (req) => {
      await saveParameter({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id });
      return { data: await listParameters(db, req.actor!) };
    },
  );
  app.get(
    `${base}/ratings`,
    { config: read, schema: { tags, response: { 200: ratingBandsResponse } } },
    async (req) => ({ data: await listBands(db, req.actor!) }),
  );
  app.post(
    `${base}/ratings`,
    { config: manage, schema: { tags, body: ratingBandsForm, response: { 200: ratingBandsResponse } } },
    async (req) => {
      await saveRatingBands({ db, ctx: requestContext(req, clock), form: req.body });
      return { data: await listBands(db, req.actor!) };
    },
  );
  app.get(
    `${base}/suppliers/:id/score`,
    { config: read, schema: { tags, params: idParam, response: { 200: supplierScoreResponse } } },
    (req) => getSupplierScore({ db, actor: req.actor!, id: req.params.id }),
  );
  app.post(
    `${base}/suppliers/:id/score`,
    {
      config: score,
      schema: { tags, params: idParam, body: supplierScoreForm, response: { 200: supplierScoreResponse } },
    },
    (req) => saveSupplierScore({ db, ctx: requestContext(req, clock), id: req.params.id, form: req.body }),
  );
}
