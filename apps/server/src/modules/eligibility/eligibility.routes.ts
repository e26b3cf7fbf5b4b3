import { ELIGIBILITY_ACCESS } from '@arflow/domain/access/eligibility';
import {
  blacklistForm,
  criteriaForm,
  eligibilityResponse,
  funderCriteriaForm,
  handleEligibleResponse,
  recordIdParams,
  SUPPLIER_ELIGIBILITY,
  supplierArsBody,
  supplierArsResponse,
  supplierEligibilityListBody,
  supplierEligibilityListResponse,
  supplierEntryResponse,
  supplierSelectedForm,
  supplierUnselectedForm,
  synthesisResponse,
} from '@arflow/domain/api/eligibility';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { requireBuyer } from './eligibility.query.ts';
import { findSupplierEntries } from './find-supplier-entries.ts';
import { getEligibility } from './get-eligibility.ts';
import { handleEligible } from './handle-eligible.ts';
import { saveCriteria } from './save-criteria.ts';
import { setSupplierEntry } from './set-supplier-entry.ts';
import { synthesize } from './synthesize.ts';

const tags = ['eligibility'];
const LIST_PATHS = {
  ELIGIBLE: '/credit-buyer/supplier-eligible',
  INELIGIBLE: '/credit-buyer/supplier-ineligible',
  BLACKLISTED: '/credit-buyer/supplier-blacklist',
} as const;

/** Eligibility of a buyer's suppliers: the funder's side and the buyer's self-setup (spec §7). */
export function eligibilityRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: ELIGIBILITY_ACCESS.read };
  const write = { access: ELIGIBILITY_ACCESS.write };
  const buyerRead = { access: ELIGIBILITY_ACCESS.buyerRead };
  const buyerWrite = { access: ELIGIBILITY_ACCESS.buyerWrite };

  // ---- Funder side ----
  app.get(
    '/credit-buyer/eligibility/:id',
    { config: read, schema: { tags, params: recordIdParams.id, response: { 200: eligibilityResponse } } },
    async (req) => ({ data: await getEligibility({ db, actor: req.actor!, buyId: req.params.id }) }),
  );
  app.post(
    '/credit-buyer/eligibility',
    { config: write, schema: { tags, body: funderCriteriaForm, response: { 200: eligibilityResponse } } },
    async (req) => {
      const { buy_id, ...form } = req.body;
      const ctx = requestContext(req, clock);
      return { data: await saveCriteria({ db, ctx, buyId: buy_id, side: 'FUNDER', form }) };
    },
  );
  for (const status of SUPPLIER_ELIGIBILITY) {
    app.post(
      LIST_PATHS[status],
      {
        config: read,
        schema: {
          tags,
          body: supplierEligibilityListBody,
          response: { 200: supplierEligibilityListResponse },
        },
      },
      (req) => {
        const { search_condition, ...input } = req.body;
        return findSupplierEntries({
          db,
          actor: req.actor!,
          today: clock.today(),
          status,
          buyId: search_condition.buy_id,
          keyword: search_condition.keyword,
          input,
        });
      },
    );
  }
  app.post(
    '/credit-buyer/blacklist-supplier',
    { config: write, schema: { tags, body: blacklistForm, response: { 200: supplierEntryResponse } } },
    async (req) => {
      const { buy_id, sup_id, blacklisted, reason } = req.body;
      const change = { kind: 'blacklist' as const, blacklisted, reason: reason ?? null };
      const ctx = requestContext(req, clock);
      return { data: await setSupplierEntry({ db, ctx, buyId: buy_id, supId: sup_id, change }) };
    },
  );
  app.post(
    '/credit-buyer/supplier-ars',
    { config: read, schema: { tags, body: supplierArsBody, response: { 200: supplierArsResponse } } },
    async (req) => {
      // Receivables are not built yet (docs/decisions.md): the buyer is checked, the list is empty.
      await requireBuyer(db, req.actor!, req.body.search_condition.buy_id);
      return { data: [], page_info: { total_page: 0, total_record: 0 } };
    },
  );
  app.get(
    '/credit-buyer/eligible-synthesize/:id',
    { config: read, schema: { tags, params: recordIdParams.id, response: { 200: synthesisResponse } } },
    async (req) => ({
      data: await synthesize({ db, actor: req.actor!, today: clock.today(), buyId: req.params.id }),
    }),
  );
  app.get(
    '/credit-buyer/handle-eligible/:buy_id/:sup_id',
    {
      config: read,
      schema: { tags, params: recordIdParams.buyerSupplier, response: { 200: handleEligibleResponse } },
    },
    async (req) => ({
      data: await handleEligible({
        db,
        actor: req.actor!,
        today: clock.today(),
        buyId: req.params.buy_id,
        supId: req.params.sup_id,
      }),
    }),
  );

  // ---- The buyer's own self-setup (its company is the buyer) ----
  app.get(
    '/buyer/credit/setting-eligibility',
    { config: buyerRead, schema: { tags, response: { 200: eligibilityResponse } } },
    async (req) => ({
      data: await getEligibility({ db, actor: req.actor!, buyId: req.actor!.enterprise_id }),
    }),
  );
  app.post(
    '/buyer/credit/apply',
    { config: buyerWrite, schema: { tags, body: criteriaForm, response: { 200: eligibilityResponse } } },
    async (req) => {
      const ctx = requestContext(req, clock);
      const buyId = req.actor!.enterprise_id;
      return { data: await saveCriteria({ db, ctx, buyId, side: 'BUYER', form: req.body }) };
    },
  );
  app.get(
    '/buyer/credit/eligible-synthesize',
    { config: buyerRead, schema: { tags, response: { 200: synthesisResponse } } },
    async (req) => ({
      data: await synthesize({
        db,
        actor: req.actor!,
        today: clock.today(),
        buyId: req.actor!.enterprise_id,
      }),
    }),
  );
  app.post(
    '/buyer/credit/supplier-selected',
    {
      config: buyerWrite,
      schema: { tags, body: supplierSelectedForm, response: { 200: supplierEntryResponse } },
    },
    async (req) => {
      const { sup_id, trading_frequency, trading_volume } = req.body;
      const change = { kind: 'select' as const, trading_frequency, trading_volume };
      const ctx = requestContext(req, clock);
      return {
        data: await setSupplierEntry({ db, ctx, buyId: req.actor!.enterprise_id, supId: sup_id, change }),
      };
    },
  );
  app.post(
    '/buyer/credit/supplier-unselected',
    {
      config: buyerWrite,
      schema: { tags, body: supplierUnselectedForm, response: { 200: supplierEntryResponse } },
    },
    async (req) => {
      const ctx = requestContext(req, clock);
      const change = { kind: 'unselect' as const };
      const buyId = req.actor!.enterprise_id;
      return { data: await setSupplierEntry({ db, ctx, buyId, supId: req.body.sup_id, change }) };
    },
  );
  app.get(
    '/buyer/credit/handle-eligible/:entry_id',
    {
      config: buyerRead,
      schema: { tags, params: recordIdParams.entry, response: { 200: handleEligibleResponse } },
    },
    async (req) => ({
      data: await handleEligible({
        db,
        actor: req.actor!,
        today: clock.today(),
        buyId: req.actor!.enterprise_id,
        entryId: req.params.entry_id,
      }),
    }),
  );
}
