import type {
  MaturityItem,
  maturitySetupBody,
  SupplierRateItem,
  SupplierRatesBody,
} from '@arflow/domain/api/credit-buyer';
import { BUYER_MATURITY_WORKFLOW } from '@arflow/domain/workflows/buyer-maturity';
import { availableActions, decide } from '@arflow/domain/workflows/engine';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { isoInstants, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { SUPPLIER_TYPES } from '../enterprises/index.ts';
import { users } from '../users/users.tables.ts';
import { buyerMaturities, buyerSupplierRates } from './credit-buyer.tables.ts';
import { loadCreditBuyer } from './credit-setup.query.ts';

type SetupBody = z.infer<typeof maturitySetupBody>;
const wf = BUYER_MATURITY_WORKFLOW;

function selectMaturities(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, created_at: _ca, ...cols } = getTableColumns(buyerMaturities);
  return db
    .select({ ...cols, requested_by_name: users.fullName })
    .from(buyerMaturities)
    .leftJoin(users, eq(users.id, buyerMaturities.requested_by))
    .$dynamic();
}
type Row = RowOf<typeof selectMaturities>;
const toItem = (r: Row): MaturityItem => isoInstants(r);

async function latestOf(db: DbOrTx, buyerId: number, status?: 'CONFIRMED'): Promise<MaturityItem | null> {
  const [row] = await selectMaturities(db)
    .where(and(eq(buyerMaturities.ent_id, buyerId), status ? eq(buyerMaturities.status, status) : undefined))
    .orderBy(desc(buyerMaturities.version))
    .limit(1);
  return row ? toItem(row) : null;
}

async function ratesOf(db: DbOrTx, maturityId: number | undefined): Promise<SupplierRateItem[]> {
  if (maturityId === undefined) return [];
  return db
    .select({
      sup_id: buyerSupplierRates.sup_id,
      sup_code: enterprises.code,
      sup_name: enterprises.name,
      sup_mst: enterprises.mst,
      discount_rate: buyerSupplierRates.discount_rate,
      max_payment_ratio: buyerSupplierRates.max_payment_ratio,
    })
    .from(buyerSupplierRates)
    .innerJoin(enterprises, eq(enterprises.id, buyerSupplierRates.sup_id))
    .where(eq(buyerSupplierRates.maturity_id, maturityId))
    .orderBy(enterprises.name);
}

/** GET /credit-buyer/maturity/{buyer_id}: the latest version, the one in force and the caller's actions. */
export async function getMaturity(opts: { db: DbOrTx; actor: UserState; buyerId: number }) {
  const { db, actor, buyerId } = opts;
  await loadCreditBuyer(db, actor, buyerId);
  const [latest, confirmed] = await Promise.all([latestOf(db, buyerId), latestOf(db, buyerId, 'CONFIRMED')]);
  const canStart =
    (!latest || latest.status === 'CONFIRMED') &&
    decide({ workflow: wf, action: 'setup', from: null, actor }).ok;
  const actions = [
    ...(canStart ? (['setup'] as const) : []),
    ...(latest ? availableActions({ workflow: wf, from: latest.status, actor }).map((a) => a.action) : []),
    // Confirming one's own request is not offered (the use-case refuses it anyway).
  ].filter((a) => !(a === 'confirm' && latest?.requested_by === actor.id));
  return {
    latest,
    confirmed,
    actions,
    history: latest ? await findHistory(db, wf.entity, latest.id) : [],
  };
}

/**
 * POST /credit-buyer/setup-maturity: edit the buyer's draft, or start a new draft version (from
 * the confirmed one's supplier rates) when there is none. A requested version waits for its
 * confirmation first.
 */
export async function setupMaturity(opts: Command<{ body: SetupBody }>): Promise<MaturityItem> {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  const { buyer_id, ...values } = body;
  return db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, buyer_id);
    await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.id, buyer_id))
      .for('update');
    const latest = await latestOf(tx, buyer_id);
    let id: number;
    if (latest && latest.status !== 'CONFIRMED') {
      await applyTransition(tx, ctx, {
        table: buyerMaturities,
        workflow: wf,
        action: 'update',
        id: latest.id,
        set: values,
        payload: body,
      });
      id = latest.id;
    } else {
      const row = await insertWithTransition(tx, ctx, {
        table: buyerMaturities,
        workflow: wf,
        action: 'setup',
        values: { ...values, ent_id: buyer_id, version: (latest?.version ?? 0) + 1 },
        payload: body,
      });
      id = row.id;
      if (latest) {
        await tx.execute(sql`
          INSERT INTO ${buyerSupplierRates} (maturity_id, sup_id, discount_rate, max_payment_ratio)
          SELECT ${id}, sup_id, discount_rate, max_payment_ratio FROM ${buyerSupplierRates}
          WHERE maturity_id = ${latest.id}`);
      }
    }
    return (await latestOf(tx, buyer_id))!;
  });
}

async function lockVersion(tx: Tx, actor: UserState, id: number) {
  const [row] = await tx
    .select({ ent_id: buyerMaturities.ent_id, requested_by: buyerMaturities.requested_by })
    .from(buyerMaturities)
    .where(and(eq(buyerMaturities.id, id), ownedBy(actor, buyerMaturities.ent_id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST /credit-buyer/request-maturity (DRAFT → REQUESTED, the requester recorded) and
 * /confirm-maturity (REQUESTED → CONFIRMED, never by the requester).
 */
export async function moveMaturity(
  opts: Command<{ id: number; action: 'request' | 'confirm' }>,
): Promise<MaturityItem> {
  const { db, ctx, id, action } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const row = await lockVersion(tx, actor, id);
    if (action === 'confirm' && row.requested_by === actor.id) throw new AppError('CREDIT_SELF_APPROVAL');
    await applyTransition(tx, ctx, {
      table: buyerMaturities,
      workflow: wf,
      action,
      id,
      set: action === 'request' ? { requested_by: actor.id } : {},
    });
    const [item] = await selectMaturities(tx).where(eq(buyerMaturities.id, id));
    return toItem(item!);
  });
}

/** GET /credit-buyer/maturity/{buyer_id}/supplier-rate-settings: the latest version's rates and the confirmed ones. */
export async function getSupplierRates(opts: { db: DbOrTx; actor: UserState; buyerId: number }) {
  const { db, actor, buyerId } = opts;
  await loadCreditBuyer(db, actor, buyerId);
  const [latest, confirmed] = await Promise.all([latestOf(db, buyerId), latestOf(db, buyerId, 'CONFIRMED')]);
  return {
    maturity_id: latest?.id ?? null,
    status: latest?.status ?? null,
    data: await ratesOf(db, latest?.id),
    confirmed: await ratesOf(db, confirmed?.id),
  };
}

/**
 * POST /credit-buyer/maturity/{buyer_id}/request-supplier-rate-settings: replace the draft's
 * supplier rates (an edit of the draft, in its history); they are confirmed with the draft.
 */
export async function setSupplierRates(opts: Command<{ buyerId: number; body: SupplierRatesBody }>) {
  const { db, ctx, buyerId, body } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, buyerId);
    const latest = await latestOf(tx, buyerId);
    if (!latest) throw new AppError('BUYER_CREDIT_INVALID');
    const ids = body.settings.map((s) => s.sup_id);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(and(inArray(enterprises.id, ids), inArray(enterprises.type, [...SUPPLIER_TYPES])));
      if (found.length !== ids.length) throw new AppError('CREDIT_SUPPLIER_UNKNOWN');
    }
    const before = await ratesOf(tx, latest.id);
    // The transition locks the draft and refuses a requested or confirmed version.
    await applyTransition(tx, ctx, {
      table: buyerMaturities,
      workflow: wf,
      action: 'update',
      id: latest.id,
      payload: body,
      alsoChanged: {
        supplier_rates: {
          from: before.map((r) => ({
            sup_id: r.sup_id,
            discount_rate: r.discount_rate,
            max_payment_ratio: r.max_payment_ratio,
          })),
          to: body.settings,
        },
      },
    });
    await tx.delete(buyerSupplierRates).where(eq(buyerSupplierRates.maturity_id, latest.id));
    if (body.settings.length > 0) {
      await tx
        .insert(buyerSupplierRates)
        .values(body.settings.map((s) => ({ ...s, maturity_id: latest.id })));
    }
  });
  return getSupplierRates({ db, actor, buyerId });
}
