import type { BuyerForm, BuyerFrequency, BuyerItem } from '@arflow/domain/api/buyers';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { buyerFrequencies } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  BUYER_TYPES,
  companyScope,
  refuseTaken,
  registrationValues,
  uniqueViolationError,
} from '../enterprises/index.ts';
import { loadBuyer, loadFrequencies } from './buyer.query.ts';

const sortFrequencies = (f: readonly BuyerFrequency[]) =>
  [...f]
    .map((x) => ({ type: x.type, weekdays: [...x.weekdays].sort((a, b) => a - b) }))
    .sort((a, b) => a.type.localeCompare(b.type));

async function writeFrequencies(
  tx: Tx,
  entId: number,
  frequencies: readonly BuyerFrequency[],
): Promise<void> {
  await tx.delete(buyerFrequencies).where(eq(buyerFrequencies.ent_id, entId));
  if (frequencies.length > 0)
    await tx
      .insert(buyerFrequencies)
      .values(frequencies.map((f) => ({ ent_id: entId, type: f.type, weekdays: f.weekdays })));
}

/**
 * Create a buyer (a new lead, status NEW) or edit one: name, tax code and code unique (spec §5),
 * every clash reported on its field; the edit's history row lists the changed fields, the
 * frequencies included.
 */
export async function saveBuyer(opts: Command<{ form: BuyerForm; id?: number }>): Promise<BuyerItem> {
  const { db, ctx, form, id } = opts;
  const actor = requireActor(ctx);
  const values = registrationValues(form);
  try {
    return await db.transaction(async (tx) => {
      await refuseTaken(tx, { type: 'BUYER', code: form.code, name: form.name, mst: form.mst, id });
      let entId: number;
      if (id === undefined) {
        const row = await insertWithTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'create',
          values: { ...values, type: 'BUYER' },
          payload: form,
        });
        entId = row.id;
      } else {
        const before = sortFrequencies(await loadFrequencies(tx, id));
        const after = sortFrequencies(form.frequencies);
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        await applyTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'update',
          id,
          scope: companyScope(actor, BUYER_TYPES),
          set: values,
          payload: form,
          ...(changed ? { alsoChanged: { frequencies: { from: before, to: after } } } : {}),
        });
        entId = id;
      }
      await writeFrequencies(tx, entId, form.frequencies);
      return (await loadBuyer(tx, actor, entId))!;
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}
