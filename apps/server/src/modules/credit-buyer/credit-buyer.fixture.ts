import type { DbOrTx } from '../../platform/db/client.ts';
import { demoTerms } from './credit-buyer.demo.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';

/** A buyer's programme in force for tests: the demo terms as of `today`, activated now, version 1. */
export async function activateProgramme(
  db: DbOrTx,
  buyId: number,
  today: string,
  over: Partial<typeof buyerCreditSetups.$inferInsert> = {},
) {
  const now = new Date();
  const [setup] = await db
    .insert(buyerCreditSetups)
    .values({
      ...demoTerms(today),
      ent_id: buyId,
      version: 1,
      status: 'ACTIVATED',
      activated_at: now,
      created_at: now,
      updated_at: now,
      ...over,
    })
    .returning({ id: buyerCreditSetups.id });
  return setup!;
}
