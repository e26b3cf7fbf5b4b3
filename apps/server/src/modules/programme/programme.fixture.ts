import { todayIn } from '@arflow/domain/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { activateProgramme } from '../credit-buyer/credit-buyer.fixture.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { createCompany } from '../enterprises/index.ts';

/** A buyer with a programme in force and two suppliers approved on it at 12 % and 10 %. */
export async function programmeWorld(db: DbOrTx) {
  const today = todayIn();
  const now = new Date();
  const buyId = await createCompany(db, 'BUYER');
  await activateProgramme(db, buyId, today);
  const sups: number[] = [];
  for (const rate of [12, 10]) {
    const supId = await createCompany(db, 'SUPPLIER');
    await db.insert(supplierCredits).values({
      ent_id: supId,
      buy_id: buyId,
      applied_total_limit: 500_000_000,
      applied_discount_rate: rate,
      total_limit: 500_000_000,
      discount_rate: rate,
      max_payment_ratio: 80,
      status: 'APPROVED',
      received_on: today,
      created_at: now,
      updated_at: now,
    });
    sups.push(supId);
  }
  return { buyId, supId: sups[0]!, sup2Id: sups[1]!, today };
}
