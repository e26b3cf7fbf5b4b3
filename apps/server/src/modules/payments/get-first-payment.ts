import type { FirstPaymentDetail, FirstPaymentGeneral } from '@arflow/domain/api/payments';
import { availableActions } from '@arflow/domain/workflows/engine';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { firstPaymentOf, journalLinesOf, transactionReceivablesOf } from './payment-details.ts';
import { loadPayment } from './payments.query.ts';

/** GET /transactions/{id}/first-payment/general-info: the transaction, its payment, pay_first if allowed. */
export async function getFirstPaymentGeneral(o: Read<{ id: number }>): Promise<FirstPaymentGeneral> {
  const data = await loadPayment(o.db, o.actor, o.id);
  if (!data) throw new AppError('NOT_FOUND');
  const actions = availableActions({ workflow: TRANSACTION_WORKFLOW, from: data.status, actor: o.actor })
    .map((a) => a.action)
    .filter((a) => a === 'pay_first');
  return { data, payment: await firstPaymentOf(o.db, o.id), actions };
}

/** GET /transactions/{id}/first-payment: the receivables paid and the disbursement lines posted. */
export async function getFirstPayment(o: Read<{ id: number }>): Promise<FirstPaymentDetail> {
  if (!(await loadPayment(o.db, o.actor, o.id))) throw new AppError('NOT_FOUND');
  const data = await transactionReceivablesOf(o.db, o.id);
  const journal = await journalLinesOf(
    o.db,
    data.map((r) => r.ar_id),
    ['disbursement'],
  );
  return { data, journal };
}
