import type { IntegrationRequestType } from '@arflow/domain/api/integration';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/**
 * What the accounting system receives for each event: the record's identity and amounts, with the
 * parties by code and tax code (the accounting system keys customers by tax code). Built from the
 * record as it is now; 404 when it does not exist.
 */
export async function payloadFor(db: DbOrTx, type: IntegrationRequestType, id: number): Promise<unknown> {
  const party = async (entId: number) => {
    const [e] = await db
      .select({
        code: enterprises.code,
        name: enterprises.name,
        tax_code: enterprises.mst,
        type: enterprises.type,
      })
      .from(enterprises)
      .where(eq(enterprises.id, entId));
    return e ?? null;
  };
  if (type === 'enterprise') {
    const [e] = await db
      .select({
        ...pickFields(enterprises, ['id', 'code', 'name', 'type']),
        tax_code: enterprises.mst,
        address: enterprises.address,
        phone: enterprises.tel_no,
        legal_represent: enterprises.legal_represent,
      })
      .from(enterprises)
      .where(eq(enterprises.id, id));
    if (!e) throw new AppError('NOT_FOUND');
    return { event: type, enterprise: e };
  }
  if (type === 'transaction_first_payment') {
    const [t] = await db.select().from(transactions).where(eq(transactions.id, id));
    if (!t) throw new AppError('NOT_FOUND');
    return {
      event: type,
      transaction: {
        ...pickFields(t, [
          'id',
          'trans_code',
          'status',
          'total_ar_amount',
          'total_advance',
          'total_discount',
        ]),
      },
      supplier: await party(t.ent_id),
      buyer: await party(t.buy_id),
    };
  }
  const [r] = await db.select().from(receivables).where(eq(receivables.id, id));
  if (!r) throw new AppError('NOT_FOUND');
  return {
    event: type,
    receivable: {
      ...pickFields(r, [
        'id',
        'inv_no',
        'inv_date',
        'ar_amount',
        'maturity_date',
        'advanced_amount',
        'status',
      ]),
    },
    supplier: await party(r.ent_id),
    buyer: await party(r.buy_id),
  };
}
