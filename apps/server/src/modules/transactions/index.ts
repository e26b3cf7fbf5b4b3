/**
 * The public entry of the shared library transactions: the transaction limits, the demo walks shared by the transaction modules, test fixtures.
 * Other modules import it from here (its *.tables.ts directly, for drizzle); see docs/architecture.md "Module boundaries".
 */
export { drawDemoLimits } from './demo-limits.ts';
export { reviewTrail } from './demo-review.ts';
export { createReceivable, createTransaction, priceReceivables } from './fixtures.ts';
export { lockInStage } from './lock-stage.ts';
export { partyColumns } from './parties.ts';
export { pricedColumns, pricedReceivables } from './priced-receivables.ts';
export { submittedDay } from './submitted-day.ts';
export { documentFileOfTransaction, documentsOfTransaction } from './transaction-documents.ts';
export { drawLimits, releaseLimits } from './transaction-limits.ts';
export { receivablesOfTransaction } from './transaction-receivables.ts';
