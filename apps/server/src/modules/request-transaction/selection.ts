import type { PricedAr, SelectionItem, SelectionResult } from '@arflow/domain/api/request-transaction';
import { msg } from '@arflow/domain/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';
import { OPEN_AR_STATUSES } from './buyers.ts';
import { priceAr, totalsOf } from './price-ar.ts';
import { loadTerms, type RequestTerms } from './terms.ts';

const PAID = ['FIRST_PAID', 'SETTLEMENT', 'SETTLED', 'OVERDUE', 'BAD_DEBT', 'DONE_COLLECTION'];

/**
 * Price a selection after the §5/§8 checks: each receivable the supplier's, on this buyer, once;
 * not paid yet (AR_ALREADY_FIRST_PAID); still open, or already in the caller's own draft
 * (otherwise AR_INFO_CHANGED: it was selected, deleted or changed since the list was read); the
 * ratio at most the agreed maximum (OVER_LIMIT). `lock` takes the rows for update.
 */
export async function priceItems(
  db: DbOrTx,
  o: { supId: number; buyId: number; items: readonly SelectionItem[]; draftId?: number; lock?: boolean },
): Promise<{ terms: RequestTerms; priced: PricedAr[] }> {
  const terms = await loadTerms(db, o.supId, o.buyId, o.draftId);
  const holidays = await loadHolidays(db);
  const ids = o.items.map((i) => i.ar_id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION', { fields: { items: [msg('invalid')] } });
  const q = db
    .select()
    .from(receivables)
    .where(and(inArray(receivables.id, ids), eq(receivables.ent_id, o.supId)))
    .$dynamic();
  const rows = o.lock ? await q.for('update') : await q;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inDraft = new Set<number>();
  if (o.draftId !== undefined) {
    const mine = await db
      .select({ ar_id: transactionReceivables.ar_id })
      .from(transactionReceivables)
      .where(eq(transactionReceivables.trans_id, o.draftId));
    for (const m of mine) inDraft.add(m.ar_id);
  }
  const priced = o.items.map((item) => {
    const ar = byId.get(item.ar_id);
    if (!ar || ar.buy_id !== o.buyId || ar.status === 'DELETED') throw new AppError('NOT_FOUND');
    if (PAID.includes(ar.status) || ar.advanced_amount > 0) throw new AppError('AR_ALREADY_FIRST_PAID');
    const open = (OPEN_AR_STATUSES as readonly string[]).includes(ar.status);
    if (!open && !(ar.status === 'REVIEW' && inDraft.has(ar.id))) throw new AppError('AR_INFO_CHANGED');
    if (item.payment_ratio > terms.maxPaymentRatio) throw new AppError('OVER_LIMIT');
    return priceAr(ar, terms, item.payment_ratio, item.requested_date, holidays);
  });
  return { terms, priced };
}

/** ar-selection-set, ar-recalculate and ar-submission: prices, totals and the what-if. */
export async function priceSelection(
  db: DbOrTx,
  actor: UserState,
  body: { buy_id: number; items: SelectionItem[]; what_if_date?: string | undefined },
  o: { checkLimit: boolean },
): Promise<{ data: SelectionResult }> {
  const { terms, priced } = await priceItems(db, {
    supId: actor.enterprise_id,
    buyId: body.buy_id,
    items: body.items,
  });
  const totals = totalsOf(priced);
  if (o.checkLimit && totals.total_advance > terms.available) throw new AppError('OVER_LIMIT');
  let whatIf: SelectionResult['what_if'] = null;
  if (body.what_if_date) {
    const date = body.what_if_date;
    const again = await priceItems(db, {
      supId: actor.enterprise_id,
      buyId: body.buy_id,
      items: body.items.map((i) => ({ ...i, requested_date: date })),
    });
    whatIf = { requested_date: date, items: again.priced, totals: totalsOf(again.priced) };
  }
  return {
    data: {
      items: priced,
      totals,
      available_limit: terms.available,
      max_payment_ratio: terms.maxPaymentRatio,
      what_if: whatIf,
    },
  };
}
