import { PROGRAMME_ACCESS as A } from '@arflow/domain/access/programme';
import {
  idParam,
  LENDING_PACK_COLUMNS,
  LENDING_PACK_RATING_COLUMNS,
  LENDING_PACK_SORT_COLUMNS,
  type LendingPackForm,
  lendingPackDetailResponse,
  lendingPackForm,
  lendingPackListQuery,
  lendingPackListResponse,
  lendingPackPartnerBody,
  lendingPackPartnerParams,
  lendingPackRatingBody,
  lendingPackRatingListBody,
  lendingPackRatingListResponse,
  lendingPackRatingParams,
  lendingPackSaveResponse,
  lendingPartnersResponse,
} from '@arflow/domain/api/lending-packs';
import { LENDING_PACK_WORKFLOW } from '@arflow/domain/workflows/lending-pack';
import { eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { createCompany } from '../enterprises/index.ts';
import { seedLendingPacks } from './lending-packs.demo.ts';
import { selectLendingPacks, toLendingPackItem } from './lending-packs.query.ts';
import { lendingPackPartners, lendingPackRatings, lendingPacks } from './lending-packs.tables.ts';
import {
  activatePack,
  addPackPartner,
  findLendingPartners,
  findPackRatings,
  loadLendingPack,
  removePackPartner,
  removePackRating,
  setPackRating,
} from './pack-parts.ts';

const tags = ['program-setup'];

/** The packs' list, one pack, its form (terms while a draft) and its close, declared once. */
const packRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: lendingPacks,
  workflow: LENDING_PACK_WORKFLOW,
  select: selectLendingPacks,
  toItem: toLendingPackItem,
  load: loadLendingPack,
  list: {
    path: '/program-setup/lending-packs',
    query: lendingPackListQuery,
    response: lendingPackListResponse,
    export: { columns: LENDING_PACK_COLUMNS, file: 'goi-cho-vay' },
    filter: (q) => [
      q.keyword ? ilike(lendingPacks.name, likePattern(q.keyword)) : undefined,
      q.status ? eq(lendingPacks.status, q.status) : undefined,
    ],
    sortColumns: LENDING_PACK_SORT_COLUMNS,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
  },
  detail: { path: '/program-setup/lending-pack/:id', response: lendingPackDetailResponse },
  actions: { close: 'POST /program-setup/lending-pack/:id/close' },
  save: {
    create: '/program-setup/lending-pack/form',
    edit: '/program-setup/lending-pack/form/:id',
    body: lendingPackForm,
    response: lendingPackSaveResponse,
    owner: (actor) => ({ ent_id: actor.enterprise_id }),
  },
});

/**
 * Lending packs (spec §2 program-setup/lending-pack, decision 0108): the packs, their partners
 * (add-doi-tac-modal, and their removal) and ratings (add-rating-modal, and their removal), every
 * pack's ratings (detail-pack), the
 * activation of a complete draft and the lending partners a pack may take.
 */
function lendingPackRoutes(app: ZodApp, deps: ModuleDeps): void {
  packRoutes(app, deps);
  const { db, clock } = deps;
  app.post(
    '/program-setup/lending-pack/ratings',
    listRoute({
      tags,
      access: A.read,
      list: { columns: LENDING_PACK_RATING_COLUMNS, file: 'hang-goi-cho-vay' },
      body: lendingPackRatingListBody,
      response: lendingPackRatingListResponse,
    }),
    (req) => findPackRatings(db, req.body),
  );
  app.get(
    '/program-setup/lending-partners',
    { config: { access: A.read }, schema: { tags, response: { 200: lendingPartnersResponse } } },
    () => findLendingPartners(db),
  );
  const write = { config: { access: A.write } };
  const answer = { 200: lendingPackSaveResponse };
  app.post(
    '/program-setup/lending-pack/:id/partner',
    { ...write, schema: { tags, params: idParam, body: lendingPackPartnerBody, response: answer } },
    async (req) => ({ data: await addPackPartner(db, requestContext(req, clock), req.params.id, req.body) }),
  );
  app.post(
    '/program-setup/lending-pack/:id/rating',
    { ...write, schema: { tags, params: idParam, body: lendingPackRatingBody, response: answer } },
    async (req) => ({ data: await setPackRating(db, requestContext(req, clock), req.params.id, req.body) }),
  );
  // Their rows' remove buttons, while a draft: the parts' own keys in the path, as a delete names
  // what it removes.
  app.delete(
    '/program-setup/lending-pack/:id/partner/:partner_id',
    { ...write, schema: { tags, params: lendingPackPartnerParams, response: answer } },
    async (req) => ({
      data: await removePackPartner(db, requestContext(req, clock), req.params.id, req.params.partner_id),
    }),
  );
  app.delete(
    '/program-setup/lending-pack/:id/rating/:rating_class',
    { ...write, schema: { tags, params: lendingPackRatingParams, response: answer } },
    async (req) => ({
      data: await removePackRating(db, requestContext(req, clock), req.params.id, req.params.rating_class),
    }),
  );
  app.post(
    '/program-setup/lending-pack/:id/activate',
    { ...write, schema: { tags, params: idParam, response: answer } },
    async (req) => ({ data: await activatePack(db, requestContext(req, clock), req.params.id) }),
  );
}

/** An active lending partner, the only company a pack may take (the scoping test and the module's tests). */
export const lendingPartnerFixture = (db: DbOrTx) =>
  createCompany(db, 'PARTNER', { partner_kind: 'LENDING', partner_form: 'CORPORATE' });

let fixtureSeq = 0;
/** A valid pack form (the scoping test and the module's tests make many). */
export function lendingPackFormFixture(): LendingPackForm {
  fixtureSeq += 1;
  return {
    name: `Gói kiểm thử ${process.pid}-${fixtureSeq}`,
    total_limit: 1_000_000_000,
    term_days: 90,
    note: null,
  };
}

/** Lending packs of the programme setting (decision 0108). */
export const lendingPacksModule = defineModule({
  name: 'lending-packs',
  routes: lendingPackRoutes,
  seedDemo: seedLendingPacks,
  unscoped: {
    'POST /api/program-setup/lending-pack/:id/activate':
      'needs a partner and a rating, which the fixture has not (lending-packs.int.test.ts)',
  },
  scoping: {
    // A draft pack with a lending partner and the rating A: the add-partner body names another
    // lending partner (`add_partner_id`), the removals the pack's own partner and rating.
    async record(db, ownerId) {
      const now = new Date();
      const [row] = await db
        .insert(lendingPacks)
        .values({
          ...lendingPackFormFixture(),
          ent_id: ownerId,
          status: 'DRAFT',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: lendingPacks.id });
      const id = row!.id;
      const partner = await lendingPartnerFixture(db);
      await db.insert(lendingPackPartners).values({ pack_id: id, partner_id: partner, created_at: now });
      await db
        .insert(lendingPackRatings)
        .values({ pack_id: id, rating_class: 'A', rate_bps: 1050, created_at: now });
      return {
        id: String(id),
        partner_id: String(partner),
        rating_class: 'A',
        add_partner_id: String(await lendingPartnerFixture(db)),
      };
    },
    body(route, ids) {
      if (route.startsWith('POST /api/program-setup/lending-pack/form')) return lendingPackFormFixture();
      if (route.endsWith('/rating')) return { rating_class: 'B', rate_bps: 1050 };
      if (route.endsWith('/partner')) return { partner_id: Number(ids.add_partner_id ?? 0) };
      return undefined;
    },
  },
});
