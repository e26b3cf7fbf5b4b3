import type { ChangeDetails } from '@arflow/domain/api/transaction-change';
import { availableActions } from '@arflow/domain/workflows/engine';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findHistory } from '../../platform/audit/history.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { pricedReceivables } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';

const CHANGE_ACTIONS = new Set(['start_change', 'approve_change', 'cancel_change']);

/** GET /transaction-change/change-details/{id}: the transaction, its receivables and its change steps. */
export async function getChangeDetails(o: Read<{ id: number }>): Promise<ChangeDetails> {
  const buyer = alias(enterprises, 'buyer');
  const [row] = await o.db
    .select({
      id: transactions.id,
      trans_code: transactions.trans_code,
      sup_name: enterprises.name,
      buy_name: buyer.name,
      ...pickFields(transactions, [
        'transaction_date',
        'total_ar_amount',
        'total_advance',
        'total_residual',
        'status',
        'reason',
      ]),
    })
    .from(transactions)
    .innerJoin(enterprises, eq(enterprises.id, transactions.ent_id))
    .innerJoin(buyer, eq(buyer.id, transactions.buy_id))
    .where(eq(transactions.id, o.id));
  if (!row) throw new AppError('NOT_FOUND');
  const [ars, history] = await Promise.all([
    pricedReceivables(o.db, o.id),
    findHistory(o.db, TRANSACTION_WORKFLOW.entity, o.id),
  ]);
  return {
    data: row,
    receivables: ars.map(({ platform_rate: _p, ...r }) => r),
    history: history.filter((h) => CHANGE_ACTIONS.has(h.action.toLowerCase())),
    actions: availableActions({ workflow: TRANSACTION_WORKFLOW, from: row.status, actor: o.actor })
      .map((a) => a.action)
      .filter((a) => CHANGE_ACTIONS.has(a)),
  };
}
