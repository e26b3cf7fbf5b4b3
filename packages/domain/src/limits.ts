import type { ErrorCode } from './errors.ts';
import { assertVnd, Dec, type RateInput, toRate, type Vnd } from './money.ts';
import { advanceAmount } from './pricing.ts';

/**
 * Credit limits as pure values. The server applies the same rule in one conditional UPDATE
 * (architecture "Reliability"): these functions are the rule, the SQL is its concurrent form.
 *
 * A limit is `{ total, used }` in whole VND. `consume` and `release` refuse instead of letting
 * `used` pass `total` or go below 0, so the available limit can never be negative.
 */
export interface Limit {
  total: Vnd;
  used: Vnd;
}

export type LimitResult =
  | { ok: true; limit: Limit }
  | { ok: false; code: Extract<ErrorCode, 'OVER_LIMIT' | 'CONFLICT'> };

/**
 * Available = max(0, total − used). The floor matters when a total is revised below what is
 * already used: nothing is available, and the overhang is not a negative amount to show.
 */
export function available(limit: Limit): Vnd {
  return Math.max(0, limit.total - limit.used);
}

/** Take `amount` from the limit, or refuse with OVER_LIMIT when more than the available is asked. */
export function consume(limit: Limit, amount: Vnd): LimitResult {
  assertVnd(amount, 'amount');
  if (amount > available(limit)) return { ok: false, code: 'OVER_LIMIT' };
  return { ok: true, limit: { total: limit.total, used: limit.used + amount } };
}

/**
 * Give `amount` back (a transaction cancelled or settled). Releasing more than is used means
 * the caller's view is stale (it was already released), so it is refused with CONFLICT.
 */
export function release(limit: Limit, amount: Vnd): LimitResult {
  assertVnd(amount, 'amount');
  if (amount > limit.used) return { ok: false, code: 'CONFLICT' };
  return { ok: true, limit: { total: limit.total, used: limit.used - amount } };
}

/**
 * Take `amount` from several limits at once (the buyer's and the supplier's on that buyer),
 * all or none: one refusal leaves every limit as it was.
 */
export function consumeAll(
  limits: readonly Limit[],
  amount: Vnd,
): { ok: true; limits: Limit[] } | { ok: false; code: 'OVER_LIMIT'; index: number } {
  const next: Limit[] = [];
  for (const [index, limit] of limits.entries()) {
    const r = consume(limit, amount);
    if (!r.ok) return { ok: false, code: 'OVER_LIMIT', index };
    next.push(r.limit);
  }
  return { ok: true, limits: next };
}

/** Which of a buyer's two limits a transaction draws on (spec §3: standard and early-payment limits). */
export type LimitKind = 'STANDARD' | 'EARLY_PAYMENT';

export interface BuyerLimits {
  standard: Limit;
  earlyPayment: Limit;
}

export function buyerLimit(limits: BuyerLimits, kind: LimitKind): Limit {
  return kind === 'STANDARD' ? limits.standard : limits.earlyPayment;
}

/** Available limit of a buyer for one kind of transaction. */
export function buyerAvailable(limits: BuyerLimits, kind: LimitKind): Vnd {
  return available(buyerLimit(limits, kind));
}

/**
 * Available limit of a supplier on a buyer: what the supplier's own limit on that buyer leaves,
 * but never more than the buyer's limit leaves, as both are drawn by the same transaction.
 */
export function supplierAvailableOnBuyer(supplierLimit: Limit, buyer: Limit): Vnd {
  return Math.min(available(supplierLimit), available(buyer));
}

/**
 * The maximum payment ratio that applies: the lowest of those set (the buyer's maximum funding
 * ratio, the supplier's maximum payment ratio), as a decimal string in %.
 */
export function maxPaymentRatio(...ratios: RateInput[]): string {
  if (ratios.length === 0) throw new RangeError('at least one ratio is needed');
  return Dec.min(...ratios.map((r) => toRate(r, 'ratio'))).toString();
}

/** The most that can be advanced on a receivable: its advance at the maximum ratio. */
export function maxFundingAmount(arAmount: Vnd, maxRatio: RateInput): Vnd {
  return advanceAmount(arAmount, maxRatio);
}

export interface TransactionCheck {
  buyerLimit: Limit;
  supplierLimit: Limit;
  /** The amount the transaction draws: the total advance of its receivables. */
  requested: Vnd;
  /** Maximum payment ratio, % (see `maxPaymentRatio`). */
  maxPaymentRatio: RateInput;
  /** The payment ratio asked, %. */
  ratio: RateInput;
}

export type TransactionCheckResult =
  | { ok: true; available: Vnd }
  | { ok: false; code: 'OVER_LIMIT'; reason: 'PAYMENT_RATIO' | 'BUYER_LIMIT' | 'SUPPLIER_LIMIT' };

/**
 * 'Transaction over total limit or max payment rate' (spec §8): refused when the ratio is above
 * the maximum payment ratio, or the requested amount above what the buyer's or the supplier's
 * limit has left. The reason says which, for logs and for the screen's field message.
 */
export function checkTransaction(check: TransactionCheck): TransactionCheckResult {
  assertVnd(check.requested, 'requested');
  if (toRate(check.ratio, 'ratio').greaterThan(toRate(check.maxPaymentRatio, 'maxPaymentRatio'))) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'PAYMENT_RATIO' };
  }
  if (check.requested > available(check.buyerLimit)) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'BUYER_LIMIT' };
  }
  if (check.requested > available(check.supplierLimit)) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'SUPPLIER_LIMIT' };
  }
  return { ok: true, available: supplierAvailableOnBuyer(check.supplierLimit, check.buyerLimit) };
}
