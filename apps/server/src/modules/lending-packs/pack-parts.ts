import type {
  LendingPackPartnerBody,
  LendingPackRatingItem,
  lendingPackRatingBody,
  lendingPackRatingListBody,
} from '@arflow/domain/api/lending-packs';
import { decide } from '@arflow/domain/workflows/engine';
import { LENDING_PACK_WORKFLOW } from '@arflow/domain/workflows/lending-pack';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { enterprises as e } from '../enterprises/enterprises.tables.ts';
import { PARTNER_TYPES } from '../enterprises/index.ts';
import {
  namesOf,
  packPartners,
  quoted,
  selectLendingPacks,
  toLendingPackItem,
} from './lending-packs.query.ts';
import {
  lendingPackPartners as lp,
  lendingPacks as p,
  lendingPackRatings as r,
} from './lending-packs.tables.ts';

/** Active lending partners: the only companies whose money a pack may lend. */
const lendingPartner = and(
  inArray(e.type, [...PARTNER_TYPES]),
  eq(e.partner_kind, 'LENDING'),
  eq(e.active, true),
);

/** GET /program-setup/lending-partners: the add-doi-tac-modal's choice, by name. */
export async function findLendingPartners(db: DbOrTx) {
  const data = await db
    .select({ id: e.id, code: e.code, name: e.name })
    .from(e)
    .where(lendingPartner)
    .orderBy(e.name, e.id);
  return { data };
}

export async function loadLendingPack(db: DbOrTx, id: number) {
  const [row] = await selectLendingPacks(db).where(eq(p.id, id));
  return row && toLendingPackItem(row);
}

/**
 * A change to a draft pack's parts is the workflow's `update`, its timeline row naming what
 * changed. The pack is locked first (404 when there is none), so a close waits for the change or
 * the change sees it closed; the transition table is asked before the change so that an active or
 * closed pack's refusal says why (LENDING_PACK_NOT_DRAFT) rather than the generic status refusal.
 */
async function changeDraft(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  payload: object,
  change: () => Promise<Record<string, { from: unknown; to: unknown }>>,
) {
  const [pack] = await tx.select({ status: p.status }).from(p).where(eq(p.id, id)).for('update');
  if (!pack) throw new AppError('NOT_FOUND');
  const may = decide({
    workflow: LENDING_PACK_WORKFLOW,
    action: 'update',
    from: pack.status,
    actor: ctx.actor,
  });
  if (!may.ok && may.code === 'TRANSITION_NOT_ALLOWED') throw new AppError('LENDING_PACK_NOT_DRAFT');
  const alsoChanged = await change();
  await applyTransition(tx, ctx, {
    table: p,
    workflow: LENDING_PACK_WORKFLOW,
    action: 'update',
    id,
    payload,
    alsoChanged,
  });
}

/** POST /program-setup/lending-pack/:id/partner (add-doi-tac-modal): a lending partner joins a draft pack. */
export async function addPackPartner(db: Db, ctx: RequestContext, id: number, body: LendingPackPartnerBody) {
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.id, body.partner_id), lendingPartner));
    if (!partner) throw fieldError('partner_id', 'LENDING_PACK_PARTNER_NOT_LENDING');
    const names = async () => (await loadLendingPack(tx, id))?.partner_names;
    await changeDraft(tx, ctx, id, body, async () => {
      const before = await names();
      await tx
        .insert(lp)
        .values({ pack_id: id, partner_id: body.partner_id, created_at: ctx.clock.now() })
        .onConflictDoNothing();
      return { partners: { from: before, to: await names() } };
    });
    return (await loadLendingPack(tx, id))!;
  });
}

/** DELETE /program-setup/lending-pack/:id/partner/:partner_id: a partner leaves a draft pack. */
export async function removePackPartner(db: Db, ctx: RequestContext, id: number, partnerId: number) {
  return db.transaction(async (tx) => {
    const names = async () => (await loadLendingPack(tx, id))?.partner_names;
    await changeDraft(tx, ctx, id, { partner_id: partnerId, removed: true }, async () => {
      const before = await names();
      const gone = await tx
        .delete(lp)
        .where(and(eq(lp.pack_id, id), eq(lp.partner_id, partnerId)))
        .returning({ id: lp.id });
      if (gone.length === 0) throw new AppError('LENDING_PACK_PART_NOT_FOUND');
      return { partners: { from: before, to: await names() } };
    });
    return (await loadLendingPack(tx, id))!;
  });
}

type RatingBody = z.output<typeof lendingPackRatingBody>;

// The timeline names the ratings before and after: 'A 1050, B 1275' (class and basis points).
const ratingsOf = async (tx: Tx, id: number) =>
  (await tx.select().from(r).where(eq(r.pack_id, id)).orderBy(r.rating_class))
    .map((x) => `${x.rating_class} ${x.rate_bps}`)
    .join(', ');

/** POST /program-setup/lending-pack/:id/rating (add-rating-modal): a rating's rate, new or changed. */
export async function setPackRating(db: Db, ctx: RequestContext, id: number, body: RatingBody) {
  return db.transaction(async (tx) => {
    await changeDraft(tx, ctx, id, body, async () => {
      const before = await ratingsOf(tx, id);
      await tx
        .insert(r)
        .values({ pack_id: id, ...body, created_at: ctx.clock.now() })
        .onConflictDoUpdate({ target: [r.pack_id, r.rating_class], set: { rate_bps: body.rate_bps } });
      return { ratings: { from: before, to: await ratingsOf(tx, id) } };
    });
    return (await loadLendingPack(tx, id))!;
  });
}

/** DELETE /program-setup/lending-pack/:id/rating/:rating_class: a rating leaves a draft pack. */
export async function removePackRating(db: Db, ctx: RequestContext, id: number, ratingClass: string) {
  return db.transaction(async (tx) => {
    await changeDraft(tx, ctx, id, { rating_class: ratingClass, removed: true }, async () => {
      const before = await ratingsOf(tx, id);
      const gone = await tx
        .delete(r)
        .where(and(eq(r.pack_id, id), eq(r.rating_class, ratingClass)))
        .returning({ id: r.id });
      if (gone.length === 0) throw new AppError('LENDING_PACK_PART_NOT_FOUND');
      return { ratings: { from: before, to: await ratingsOf(tx, id) } };
    });
    return (await loadLendingPack(tx, id))!;
  });
}

/** POST /program-setup/lending-pack/:id/activate: a draft with a partner and a rating is offered. */
export async function activatePack(db: Db, ctx: RequestContext, id: number) {
  return db.transaction(async (tx) => {
    const row = await applyTransition(tx, ctx, {
      table: p,
      workflow: LENDING_PACK_WORKFLOW,
      action: 'activate',
      id,
    });
    const pack = (await loadLendingPack(tx, row.id))!;
    if (pack.partners.length === 0 || pack.ratings.length === 0)
      throw new AppError('LENDING_PACK_INCOMPLETE');
    return pack;
  });
}

type RatingListBody = z.infer<typeof lendingPackRatingListBody>;

/** POST /program-setup/lending-pack/ratings (detail-pack): every pack's ratings with partners and quotes. */
export function findPackRatings(db: DbOrTx, body: RatingListBody) {
  const q = body.search_condition;
  return findPage({
    db,
    input: body,
    select: () =>
      db
        .select({
          id: r.id,
          pack_id: p.id,
          pack_name: p.name,
          partners: packPartners,
          rating_class: r.rating_class,
          rate_bps: r.rate_bps,
          term_days: p.term_days,
          total_limit: p.total_limit,
          status: p.status,
        })
        .from(r)
        .innerJoin(p, eq(p.id, r.pack_id))
        .$dynamic(),
    where: and(
      q.keyword
        ? or(ilike(p.name, likePattern(q.keyword)), ilike(r.rating_class, likePattern(q.keyword)))
        : undefined,
      q.status ? eq(p.status, q.status) : undefined,
    ),
    sortable: {
      ...sortableColumns(r, ['id', 'rating_class', 'rate_bps']),
      ...sortableColumns(p, ['term_days', 'total_limit', 'status']),
      pack_name: p.name,
    },
    defaultSort: { column: 'pack_name', direction: 'ASC' },
    tieBreaker: r.id,
    map: ({ partners, ...row }): LendingPackRatingItem => ({
      ...row,
      ...quoted(row.total_limit, row.term_days, row),
      partner_names: namesOf(partners),
    }),
  });
}
