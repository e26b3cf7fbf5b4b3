import type { PointSettingForm, VoucherCategoryForm } from '@arflow/domain/api/points';
import { VOUCHER_REQUEST_WORKFLOW } from '@arflow/domain/workflows/voucher-request';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { balanceOf, loadRequest } from './points.query.ts';
import { pointMovements, pointSettings, voucherCategories, voucherRequests } from './points.tables.ts';

/** A new setting, in force from its date on; earlier ones stay as they were (decision 0100). */
export async function saveSetting({ db, ctx, form }: Command<{ form: PointSettingForm }>) {
  const actor = requireActor(ctx);
  // Points already earned were earned under the setting of their day: no setting reaches back.
  if (form.effective_from < ctx.clock.today()) throw fieldError('effective_from', 'POINT_SETTING_PAST');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pointSettings)
      .values({ ...form, created_by: actor.id, created_at: ctx.clock.now() })
      .returning();
    await writeAudit(tx, ctx, {
      action: 'point_setting.create',
      entity: 'point_setting',
      entityId: row!.id,
      payload: form,
    });
    const { created_by: _c, ...rest } = row!;
    return { data: { ...isoInstants(rest), created_by_name: null } };
  });
}

/** POST /point/categoryvoucher/form (new) or /form/{id}: the catalogue is the funder's. */
export async function saveCategory({
  db,
  ctx,
  form,
  id,
}: Command<{ form: VoucherCategoryForm; id?: number }>) {
  const actor = requireActor(ctx);
  const now = ctx.clock.now();
  return db.transaction(async (tx) => {
    const [row] =
      id === undefined
        ? await tx
            .insert(voucherCategories)
            .values({ ...form, created_by: actor.id, updated_by: actor.id, created_at: now, updated_at: now })
            .returning()
        : await tx
            .update(voucherCategories)
            .set({ ...form, updated_by: actor.id, updated_at: now })
            .where(eq(voucherCategories.id, id))
            .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, ctx, {
      action: id === undefined ? 'voucher_category.create' : 'voucher_category.update',
      entity: 'voucher_category',
      entityId: row.id,
      payload: form,
    });
    const { created_by: _c, updated_by: _u, created_at: _a, ...rest } = row;
    return { data: isoInstants(rest) };
  });
}

/**
 * POST /point/requestredeempoint: a buyer asks for a voucher and spends its points at once. The
 * buyer's requests are taken one at a time (a transaction-scoped advisory lock on the buyer), so
 * of concurrent redeems each sees the balance the one before left: points are spent once. The
 * partial unique index of one new request per buyer is the last word should the lock be bypassed.
 */
export async function redeemPoints({ db, ctx, categoryId }: Command<{ categoryId: number }>) {
  const actor = requireActor(ctx);
  const entId = actor.enterprise_id;
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points'), ${entId})`);
      const [open] = await tx
        .select({ id: voucherRequests.id })
        .from(voucherRequests)
        .where(and(eq(voucherRequests.ent_id, entId), eq(voucherRequests.status, 'NEW')));
      if (open) throw new AppError('POINT_REQUEST_EXISTS');
      const [category] = await tx
        .select()
        .from(voucherCategories)
        .where(and(eq(voucherCategories.id, categoryId), eq(voucherCategories.active, true)));
      if (!category) throw fieldError('category_id', 'POINT_CATEGORY_UNKNOWN');
      if ((await balanceOf(tx, entId)) < category.points) throw new AppError('POINT_NOT_ENOUGH');
      const request = await insertWithTransition(tx, ctx, {
        table: voucherRequests,
        workflow: VOUCHER_REQUEST_WORKFLOW,
        action: 'create',
        values: { ent_id: entId, category_id: category.id, points: category.points, value: category.value },
        payload: { category_id: categoryId },
      });
      await tx.insert(pointMovements).values({
        ent_id: entId,
        kind: 'REDEEM',
        points: -category.points,
        source_id: request.id,
        note: category.name,
        created_by: actor.id,
        created_at: ctx.clock.now(),
      });
      return request.id;
    });
    return { data: await loadRequest(db, actor, id) };
  } catch (err) {
    if (isUniqueViolation(err, 'voucher_requests_one_new_uq')) throw new AppError('POINT_REQUEST_EXISTS');
    throw err;
  }
}

/**
 * POST /point/requestvoucher/{id}/approve or /reject (the funder's answer, VOUCHER_REQUEST_WORKFLOW).
 * A rejection gives the request's points back to the buyer as a ledger movement of its own.
 */
export async function answerRequest({
  db,
  ctx,
  id,
  action,
  reason,
}: Command<{ id: number; action: 'approve' | 'reject'; reason?: string }>) {
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const row = await applyTransition(tx, ctx, {
      table: voucherRequests,
      workflow: VOUCHER_REQUEST_WORKFLOW,
      action,
      id,
      set: action === 'reject' ? { reason: reason ?? null } : {},
      input: { reason },
      payload: { reason },
    });
    if (action === 'reject')
      await tx.insert(pointMovements).values({
        ent_id: row.ent_id,
        kind: 'REFUND',
        points: row.points,
        source_id: row.id,
        note: reason ?? null,
        created_by: actor.id,
        created_at: ctx.clock.now(),
      });
  });
  return { data: await loadRequest(db, actor, id) };
}
