import type { ReceivableForm } from '@arflow/domain/api/receivables';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerSuppliers } from '../eligibility/eligibility.tables.ts';
import { createCompany, unique } from '../enterprises/fixtures.ts';
import { createReceivable } from '../transactions/fixtures.ts';

/** Make `supId` trade with `buyId` (the buyer's list names it), as receivables require. */
export async function linkTrading(db: DbOrTx, buyId: number, supId: number): Promise<void> {
  const now = new Date();
  await db
    .insert(buyerSuppliers)
    .values({ ent_id: buyId, sup_id: supId, selected: true, created_at: now, updated_at: now })
    .onConflictDoNothing();
}

/** A new buyer the supplier trades with. */
export async function tradingBuyer(db: DbOrTx, supId: number): Promise<number> {
  const buyId = await createCompany(db, 'BUYER');
  await linkTrading(db, buyId, supId);
  return buyId;
}

/** A valid receivable form on `buyId` with an invoice number no other has. */
export function arFormFixture(buyId: number, over: Partial<ReceivableForm> = {}): ReceivableForm {
  return {
    buy_id: buyId,
    inv_no: `HD-${unique().code}`,
    inv_date: '2026-10-01',
    invoice_amount: 110_000_000,
    ar_amount: 100_000_000,
    maturity_date: '2027-01-29',
    buyer_first_payment: 0,
    buyer_first_payment_date: null,
    due_payment: 100_000_000,
    due_payment_date: null,
    ...over,
  };
}

let lastBuyer = 0;

/**
 * The scoping matrix's record: an AVAILABLE receivable of supplier `ownerId` on a buyer it
 * trades with; the form bodies name that buyer (the matrix asks for a body after the record).
 */
export async function scopingReceivable(db: DbOrTx, ownerId: number): Promise<Record<string, string>> {
  lastBuyer = await tradingBuyer(db, ownerId);
  const id = await createReceivable(db, { supId: ownerId, buyId: lastBuyer });
  return { id: String(id) };
}

export function scopingBody(route: string): unknown {
  if (route.startsWith('POST /api/supplier/ar/form')) return arFormFixture(lastBuyer);
  if (route.startsWith('POST /api/receivable/')) return { reason: 'Hóa đơn nhập nhầm' };
  return undefined;
}
