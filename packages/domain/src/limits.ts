import type { ErrorCode } from './errors.ts';
import { assertVnd, Dec, isVnd, type RateInput, toRateOf, type Vnd } from './money.ts';
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
  | { ok: false; code: Extract<ErrorCode, 'OVER_LIMIT' | 'CONFLICT' | 'LIMIT_INVALID'> };

/**
 * Why a limit record cannot be used, or undefined when it can: total and used must be whole,
 * non-negative VND. A negative `used` would otherwise add to the available amount (150 consumed
 * against a total of 100 after a used of −50), so such a record is refused on entry, not repaired.
 * `used` above `total` is a real state (the total revised below what is used): it is valid, and
 * leaves nothing available.
 */
export function limitProblem(limit: Limit): 'LIMIT_INVALID' | undefined {
  return isVnd(limit.total) && isVnd(limit.used) ? undefined : 'LIMIT_INVALID';
}

/** Throws a RangeError on a record `limitProblem` refuses: for the functions answering amounts. */
function assertLimit(limit: Limit): Limit {
  if (limitProblem(limit)) {
    throw new RangeError(`limit must hold whole VND >= 0: total ${limit.total}, used ${limit.used}`);
  }
  return limit;
}

/**
 * Available = max(0, total − used). The floor matters when a total is revised below what is
 * already used: nothing is available, and the overhang is not a negative amount to show.
 */
export function available(limit: Limit): Vnd {
  assertLimit(limit);
  return Math.max(0, limit.total - limit.used);
}

/**
 * Whether `amount` can be taken: at most the available amount, and nothing at all (not even 0)
 * from a limit whose `used` is above its `total` (the total revised below what is used).
 */
export function canConsume(limit: Limit, amount: Vnd): boolean {
  return limit.used <= limit.total && amount <= available(limit);
}

/**
 * Take `amount` from the limit. Refused with LIMIT_INVALID when the record is not whole VND >= 0,
 * and with OVER_LIMIT when more than the available is asked, or when `used` is already at or
 * above `total` (a total revised below what is used takes nothing more, not even 0).
 */
export function consume(limit: Limit, amount: Vnd): LimitResult {
  assertVnd(amount, 'amount');
  if (limitProblem(limit)) return { ok: false, code: 'LIMIT_INVALID' };
  if (!canConsume(limit, amount)) return { ok: false, code: 'OVER_LIMIT' };
  return { ok: true, limit: { total: limit.total, used: limit.used + amount } };
}

/**
 * Give `amount` back (a transaction cancelled or settled). Releasing more than is used means
 * the caller's view is stale (it was already released), so it is refused with CONFLICT. A limit
 * used above its total may release: that is how it comes back under.
 */
export function release(limit: Limit, amount: Vnd): LimitResult {
  assertVnd(amount, 'amount');
  if (limitProblem(limit)) return { ok: false, code: 'LIMIT_INVALID' };
  if (amount > limit.used) return { ok: false, code: 'CONFLICT' };
  return { ok: true, limit: { total: limit.total, used: limit.used - amount } };
}

/**
 * A limit under revised terms: a supplier's credit revision once confirmed, a buyer's programme
 * version once activated. The transactions drawn on the limit it replaces still hold what they
 * took, so `used` carries over whole and only `total` changes; starting again at 0 would free
 * the drawn amount a second time. With no limit replaced (a first credit) nothing is used.
 */
export function revise(replaced: Limit | undefined, total: Vnd): Limit {
  assertVnd(total, 'total');
  return { total, used: replaced === undefined ? 0 : assertLimit(replaced).used };
}

/**
 * What transactions hold on a limit: the sum of their draws. A limit's `used` equals it after
 * any sequence of draws, releases and revisions (revisions carry `used` over, see `revise`).
 */
export function heldBy(draws: readonly Vnd[]): Vnd {
  return draws.reduce((sum, d) => sum + assertVnd(d, 'draw'), 0);
}

/** The part of a buyer's programme (credit setup version) that says whether it is in force. */
export interface ProgrammeState {
  status: string;
  /** ISO date: the last day the programme may be drawn on. */
  expiry_date: string;
}

/**
 * Why a buyer's programme cannot carry supplier credits now, or undefined when it can: it must
 * be the activated version in force and not past its expiry date (spec §8 "buyer credit config
 * not found or invalid status"). A version waiting for approval, or none, is not a programme yet.
 */
export function programmeProblem(
  programme: ProgrammeState | undefined,
  today: string,
): 'BUYER_CREDIT_INVALID' | undefined {
  if (programme?.status !== 'ACTIVATED' || programme.expiry_date < today) return 'BUYER_CREDIT_INVALID';
  return undefined;
}

/**
 * Take `amount` from several limits at once (the buyer's and the supplier's on that buyer),
 * all or none: one refusal leaves every limit as it was.
 */
export function consumeAll(
  limits: readonly Limit[],
  amount: Vnd,
): { ok: true; limits: Limit[] } | { ok: false; code: 'OVER_LIMIT' | 'LIMIT_INVALID'; index: number } {
  const next: Limit[] = [];
  for (const [index, limit] of limits.entries()) {
    const r = consume(limit, amount);
    if (!r.ok) return { ok: false, code: r.code === 'LIMIT_INVALID' ? 'LIMIT_INVALID' : 'OVER_LIMIT', index };
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
  return Dec.min(...ratios.map((r) => toRateOf('ratio', r, 'ratio'))).toString();
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
  if (
    toRateOf('ratio', check.ratio, 'ratio').greaterThan(
      toRateOf('ratio', check.maxPaymentRatio, 'maxPaymentRatio'),
    )
  ) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'PAYMENT_RATIO' };
  }
  if (!canConsume(check.buyerLimit, check.requested)) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'BUYER_LIMIT' };
  }
  if (!canConsume(check.supplierLimit, check.requested)) {
    return { ok: false, code: 'OVER_LIMIT', reason: 'SUPPLIER_LIMIT' };
  }
  return { ok: true, available: supplierAvailableOnBuyer(check.supplierLimit, check.buyerLimit) };
}
