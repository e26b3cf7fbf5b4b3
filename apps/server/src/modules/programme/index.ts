/**
 * The public entry of the programme module for other modules: the promotion a supplier's quote
 * takes, and a draft's claim on it (docs/finance.md §13). See docs/architecture.md "Module boundaries".
 */
export { claimPromotion, releasePromotion } from './claim-promotion.ts';
export { type PromotionInForce, promotionInForce } from './promotion.query.ts';
