import type { BuyerOption, Synthesis } from '@arflow/domain/api/request-transaction';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { loadTerms } from './terms.ts';

/** GET buyer-list: the buyers on which the supplier holds an approved credit. */
export async function buyerList(db: Db, actor: UserState): Promise<{ data: BuyerOption[] }> {
  const rows = await db
    .select({
      buy_id: supplierCredits.buy_id,
      buy_name: enterprises.name,
      buy_mst: enterprises.mst,
      total_limit: supplierCredits.total_limit,
      used_limit: supplierCredits.used_limit,
    })
    .from(supplierCredits)
    .innerJoin(enterprises, eq(enterprises.id, supplierCredits.buy_id))
    .where(and(eq(supplierCredits.ent_id, actor.enterprise_id), eq(supplierCredits.status, 'APPROVED')))
    .orderBy(asc(enterprises.name));
  return {
    data: rows.map((r) => ({
      ...r,
      total_limit: r.total_limit ?? 0,
      available_limit: Math.max(0, (r.total_limit ?? 0) - r.used_limit),
    })),
  };
}

const OPEN = ['AVAILABLE', 'UNCONDITIONAL', 'MATURITY'] as const;

/** GET synthesize/{buyId}: limits, terms, open receivables and the unfinished draft. */
export async function synthesize(db: Db, actor: UserState, buyId: number): Promise<{ data: Synthesis }> {
  const terms = await loadTerms(db, actor.enterprise_id, buyId);
  const [open] = await db
    .select({
      n: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${receivables.ar_amount}), 0)::text`,
    })
    .from(receivables)
    .where(
      and(
        eq(receivables.ent_id, actor.enterprise_id),
        eq(receivables.buy_id, buyId),
        inArray(receivables.status, [...OPEN]),
      ),
    );
  const [draft] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.ent_id, actor.enterprise_id),
        inArray(transactions.status, ['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED']),
      ),
    );
  return {
    data: {
      buy_id: buyId,
      buy_name: terms.buyName,
      sup_id: actor.enterprise_id,
      total_limit: terms.totalLimit,
      used_limit: terms.usedLimit,
      available_limit: terms.available,
      buyer_available_limit: terms.buyerAvailable,
      discount_rate: terms.discountRate,
      platform_rate: terms.platformRate,
      max_payment_ratio: terms.maxPaymentRatio,
      open_ar_count: open?.n ?? 0,
      open_ar_amount: Number(open?.total ?? 0),
      draft_id: draft?.id ?? null,
    },
  };
}

export { OPEN as OPEN_AR_STATUSES };
