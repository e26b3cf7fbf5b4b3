import {
  type BuyerProgramme,
  type CreditSetupDetail,
  type CreditSetupItem,
  creditSetupShape,
} from '@arflow/domain/api/credit-buyer';
import type { Paged } from '@arflow/domain/api/paging';
import { BUYER_CREDIT_SETUP_WORKFLOW } from '@arflow/domain/workflows/buyer-credit';
import { availableActions } from '@arflow/domain/workflows/engine';
import { and, eq, sql } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, type PageInput } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';
import {
  activeSetup,
  latestSetup,
  limitsOf,
  loadCreditBuyer,
  loadSetup,
  selectSetups,
  setupScope,
  toSetupItem,
} from './credit-setup.query.ts';

const entity = BUYER_CREDIT_SETUP_WORKFLOW.entity;

/**
 * The actions the caller may take on a version, as the workflow decides them, without `setup`
 * (a new proposal is its own button) and without approving or rejecting their own proposal.
 */
function actionsOn(actor: UserState, setup: CreditSetupItem | null, proposerId: number | null) {
  if (!setup) return [];
  return availableActions({ workflow: BUYER_CREDIT_SETUP_WORKFLOW, from: setup.status, actor })
    .map((a) => a.action)
    .filter((a) => a !== 'setup' || setup.status === 'REJECTED')
    .filter((a) => !((a === 'approve' || a === 'reject') && proposerId === actor.id));
}

async function proposerOf(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ by: buyerCreditSetups.created_by })
    .from(buyerCreditSetups)
    .where(eq(buyerCreditSetups.id, id));
  return row?.by ?? null;
}

/** GET /credit-buyer/limit-rate/view/{id}: one version with its limits, timeline and actions. */
export async function getSetup(opts: Read<{ id: number }>): Promise<CreditSetupDetail> {
  const { db, actor, id } = opts;
  const data = await loadSetup(db, actor, id);
  return {
    data,
    limits: limitsOf(data),
    history: await findHistory(db, entity, id),
    actions: actionsOn(actor, data, await proposerOf(db, id)),
  };
}

/** GET /credit-buyer/limit-rate/view/{buyer_id}/buyer: the buyer's programme (latest and in force). */
export async function getProgramme(opts: Read<{ buyerId: number }>): Promise<BuyerProgramme> {
  const { db, actor, buyerId } = opts;
  const buyer = await loadCreditBuyer(db, actor, buyerId);
  const [latest, active] = await Promise.all([latestSetup(db, buyerId), activeSetup(db, buyerId)]);
  return {
    buyer,
    latest,
    active,
    limits: limitsOf(active),
    actions: actionsOn(actor, latest, latest ? await proposerOf(db, latest.id) : null),
    history: latest ? await findHistory(db, entity, latest.id) : [],
  };
}

const formValues = (s: CreditSetupItem) =>
  Object.fromEntries(Object.keys(creditSetupShape).map((k) => [k, s[k as keyof CreditSetupItem]]));

/** GET /credit-buyer/limit-rate/data-update/{id}: a version's values, to correct or revise it. */
export async function getSetupValues(opts: { db: DbOrTx; actor: UserState; id: number }) {
  const setup = await loadSetup(opts.db, opts.actor, opts.id);
  const buyer = await loadCreditBuyer(opts.db, opts.actor, setup.ent_id);
  return { buyer, source_id: setup.id, data: formValues(setup) };
}

/** GET /credit-buyer/limit-rate/data-update/{buyer_id}/buyer: the values a new proposal starts from. */
export async function getProposalValues(opts: { db: DbOrTx; actor: UserState; buyerId: number }) {
  const buyer = await loadCreditBuyer(opts.db, opts.actor, opts.buyerId);
  const from = (await latestSetup(opts.db, opts.buyerId)) ?? null;
  return { buyer, source_id: from?.id ?? null, data: from ? formValues(from) : null };
}

/** GET /credit-buyer/limit-rate/history/{id}: one version's timeline. */
export async function getSetupHistory(opts: { db: DbOrTx; actor: UserState; id: number }) {
  await loadSetup(opts.db, opts.actor, opts.id);
  return { data: await findHistory(opts.db, entity, opts.id) };
}

/** POST /credit-buyer/limit-rate/history: a buyer's versions, newest first. */
export async function findVersions(
  opts: Read<{ buyerId: number; input: PageInput }>,
): Promise<Paged<CreditSetupItem>> {
  const { db, actor, buyerId, input } = opts;
  await loadCreditBuyer(db, actor, buyerId);
  return findPage({
    db,
    input,
    select: () => selectSetups(db),
    where: and(eq(buyerCreditSetups.ent_id, buyerId), setupScope(actor)),
    sortable: { id: buyerCreditSetups.id, version: buyerCreditSetups.version },
    defaultSort: { column: 'version', direction: 'DESC' },
    tieBreaker: buyerCreditSetups.id,
    map: toSetupItem,
  });
}

/** GET /credit-buyer/limit-rate/view: totals over the programmes in force, and proposals waiting. */
export async function getTotals(db: DbOrTx) {
  const result = await db.execute<{
    buyers: number;
    credit_limit: string;
    standard_total: string;
    standard_used: string;
    early_total: string;
    early_used: string;
    pending: number;
  }>(sql`
    WITH active AS (
      SELECT DISTINCT ON (ent_id) * FROM ${buyerCreditSetups}
      WHERE status = 'ACTIVATED' ORDER BY ent_id, activated_at DESC, id DESC
    )
    SELECT (SELECT count(*)::int FROM active) AS buyers,
           (SELECT coalesce(sum(credit_limit), 0) FROM active)::text AS credit_limit,
           (SELECT coalesce(sum(standard_limit), 0) FROM active)::text AS standard_total,
           (SELECT coalesce(sum(standard_used), 0) FROM active)::text AS standard_used,
           (SELECT coalesce(sum(early_payment_limit), 0) FROM active)::text AS early_total,
           (SELECT coalesce(sum(early_payment_used), 0) FROM active)::text AS early_used,
           (SELECT count(*)::int FROM ${buyerCreditSetups} WHERE status = 'PENDING') AS pending`);
  const r = result.rows[0]!;
  const limits = limitsOf({
    standard_limit: Number(r.standard_total),
    standard_used: Number(r.standard_used),
    early_payment_limit: Number(r.early_total),
    early_payment_used: Number(r.early_used),
  } as CreditSetupItem);
  return {
    data: {
      buyers: r.buyers,
      credit_limit: Number(r.credit_limit),
      standard: limits.standard,
      early_payment: limits.early_payment,
      pending: r.pending,
    },
  };
}
