import type { ReceivableForm } from '@arflow/domain/api/receivables';
import type { DebtConfirmationStatus } from '@arflow/domain/statuses/debt-confirmation';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerSuppliers } from '../eligibility/eligibility.tables.ts';
import { companyType, createCompany, unique } from '../enterprises/index.ts';
import { createReceivable } from '../transactions/index.ts';
import { debtConfirmationReceivables, debtConfirmations } from './receivables.tables.ts';

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
  const id = String(await createReceivable(db, { supId: ownerId, buyId: lastBuyer }));
  return { id, ar_id: id, buy_id: String(lastBuyer), sup_id: String(ownerId) };
}

export function scopingBody(route: string): unknown {
  if (route.startsWith('POST /api/supplier/ar/form')) return arFormFixture(lastBuyer);
  if (route.startsWith('POST /api/receivable/')) return { reason: 'Hóa đơn nhập nhầm' };
  return undefined;
}

/**
 * The scoping matrix's letter: a buyer's (waiting for its confirmation) when the owner is a
 * buyer, else a supplier's new letter, each on one open receivable.
 */
export async function scopingLetter(db: DbOrTx, ownerId: number): Promise<Record<string, string>> {
  const buyerOwned = (await companyType(db, ownerId)) === 'BUYER';
  const supId = buyerOwned ? await createCompany(db, 'SUPPLIER') : ownerId;
  const buyId = buyerOwned ? ownerId : await tradingBuyer(db, supId);
  const status = buyerOwned ? 'WAITING_BUYER_CONFIRM' : 'CREATED';
  const arId = await createReceivable(db, { supId, buyId });
  const id = await createLetter(db, { supId, buyId, status, arIds: [arId] });
  // A second open receivable for the letter form: the first is on the letter already.
  const free = await createReceivable(db, { supId, buyId });
  return { id: String(id), buy_id: String(buyId), ar_ids: String(free) };
}

export function letterScopingBody(route: string): unknown {
  if (route.endsWith('/reject/:id') || route.endsWith('/revise/:id') || route.endsWith('/reject'))
    return { reason: 'Số liệu chưa khớp' };
  if (route.endsWith('/ind-sign')) return { otp: '000000' };
  return undefined;
}

/** A letter as it stands (no workflow): the state a test starts from, on one new receivable. */
export async function createLetter(
  db: DbOrTx,
  o: { supId: number; buyId: number; status: DebtConfirmationStatus; arIds?: number[] },
): Promise<number> {
  const arIds = o.arIds ?? [await createReceivable(db, { supId: o.supId, buyId: o.buyId })];
  const now = new Date();
  const [row] = await db
    .insert(debtConfirmations)
    .values({
      ent_id: o.supId,
      buy_id: o.buyId,
      letter_no: `XNCN-T-${unique().code}`,
      total_ar_amount: 100_000_000 * arIds.length,
      total_due_payment: 100_000_000 * arIds.length,
      status: o.status,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: debtConfirmations.id });
  await db
    .insert(debtConfirmationReceivables)
    .values(arIds.map((receivable_id) => ({ confirmation_id: row!.id, receivable_id })));
  return row!.id;
}
