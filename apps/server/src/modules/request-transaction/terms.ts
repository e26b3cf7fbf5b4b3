import { promotedDiscountRate } from '@arflow/domain/promotion';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { latestActivatedSetup } from '../credit-buyer/index.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { type PromotionInForce, promotionInForce } from '../programme/index.ts';

/** What one supplier may request on one buyer now, at the promotion's rate while one applies (docs/decisions.md "Supplier request flow"). */
export interface RequestTerms {
  supId: number;
  buyId: number;
  buyName: string;
  totalLimit: number;
  usedLimit: number;
  buyerAvailable: number;
  /** min(supplier room, buyer room). */
  available: number;
  /** The rate quoted: the agreed rate less the promotion in force, if any (docs/finance.md §12). */
  discountRate: number;
  agreedDiscountRate: number;
  promotion: PromotionInForce | null;
  platformRate: number;
  maxPaymentRatio: number;
  limitKind: 'STANDARD' | 'EARLY_PAYMENT';
}

/**
 * The supplier's approved credit on the buyer and the buyer's programme in force. No approved
 * credit or no activated programme: SUPPLIER_NOT_ELIGIBLE (spec §8 "not payment-activated or not
 * eligible"); a credit without its agreed discount rate or payment ratio:
 * DISCOUNT_AGREEMENT_INCOMPLETE (spec §8 "payment discount agreement not complete").
 */
export async function loadTerms(
  db: DbOrTx,
  supId: number,
  buyId: number,
  /** The draft being priced: its own promotion application is not counted against the maximum. */
  transId?: number,
): Promise<RequestTerms> {
  const [credit] = await db
    .select({
      ...pickFields(supplierCredits, ['total_limit', 'used_limit', 'discount_rate', 'max_payment_ratio']),
      buy_name: enterprises.name,
    })
    .from(supplierCredits)
    .innerJoin(enterprises, eq(enterprises.id, supplierCredits.buy_id))
    .where(
      and(
        eq(supplierCredits.ent_id, supId),
        eq(supplierCredits.buy_id, buyId),
        eq(supplierCredits.status, 'APPROVED'),
      ),
    )
    .orderBy(desc(supplierCredits.id))
    .limit(1);
  const setup = await latestActivatedSetup(db, buyId);
  if (!credit) {
    // A buyer the supplier has never applied on is not one of its buyers: not found, like any
    // other company's record; one it applied on without approval is not eligible.
    const [any] = await db
      .select({ id: supplierCredits.id })
      .from(supplierCredits)
      .where(and(eq(supplierCredits.ent_id, supId), eq(supplierCredits.buy_id, buyId)))
      .limit(1);
    throw new AppError(any ? 'SUPPLIER_NOT_ELIGIBLE' : 'NOT_FOUND');
  }
  if (!setup || credit.total_limit === null) throw new AppError('SUPPLIER_NOT_ELIGIBLE');
  if (credit.discount_rate === null || credit.max_payment_ratio === null)
    throw new AppError('DISCOUNT_AGREEMENT_INCOMPLETE');
  // Which buyer limit a transaction draws: the same default as transactions.limit_kind.
  const limitKind = 'EARLY_PAYMENT' as const;
  const buyerAvailable = Math.max(0, setup.early_payment_limit - setup.early_payment_used);
  const supplierAvailable = Math.max(0, credit.total_limit - credit.used_limit);
  const maxPaymentRatio =
    setup.max_funding_ratio === null
      ? credit.max_payment_ratio
      : Math.min(credit.max_payment_ratio, setup.max_funding_ratio);
  const promotion = await promotionInForce(db, { supId, buyId, transId });
  return {
    supId,
    buyId,
    buyName: credit.buy_name,
    totalLimit: credit.total_limit,
    usedLimit: credit.used_limit,
    buyerAvailable,
    available: Math.min(buyerAvailable, supplierAvailable),
    discountRate: promotedDiscountRate(credit.discount_rate, promotion?.discount_rate ?? null),
    agreedDiscountRate: credit.discount_rate,
    promotion,
    platformRate: setup.platform_rate ?? 0,
    maxPaymentRatio,
    limitKind,
  };
}
