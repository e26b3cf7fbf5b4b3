import type { SettlementDetail, SettlementGeneral } from '@arflow/domain/api/payments';
import { settlementPosition } from '@arflow/domain/settlement';
import { availableActions } from '@arflow/domain/workflows/engine';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { journalLinesOf, transactionReceivablesOf } from './payment-details.ts';
import { loadPayment } from './payments.query.ts';
import { settlementRecordsOf } from './settlement-records.ts';
import { settlementTerms } from './settlement-terms.ts';

/**
 * GET /payments/{id}/settlement-payment: each receivable of transaction {id} with where its
 * settlement stands today (the engine's position), its recorded payments and whether the caller
 * may record one; the journal lines of the settlement.
 */
export async function getSettlement(o: Read<{ clock: Clock; id: number }>): Promise<SettlementDetail> {
  const trans = await loadPayment(o.db, o.actor, o.id);
  if (!trans) throw new AppError('NOT_FOUND');
  const asOf = o.clock.today();
  const records = await settlementRecordsOf(o.db, { trans_id: o.id });
  const data = [];
  for (const r of await transactionReceivablesOf(o.db, o.id)) {
    const payments = records.filter((p) => p.ar_id === r.ar_id);
    const terms = await settlementTerms(o.db, { ...r, buy_id: trans.buy_id });
    const paid = payments.map((p) => ({ date: p.payment_date, amount: p.amount }));
    const latest = paid.at(-1)?.date ?? null;
    const position = settlementPosition(terms, paid, latest !== null && latest > asOf ? latest : asOf);
    const open = trans.status === 'PAID';
    data.push({
      ...r,
      days_late: position.daysLate,
      unpaid: position.unpaid,
      penal_accrued: position.penalAccrued,
      penal_outstanding: position.penalOutstanding,
      residual_paid: position.residualPaid,
      settled: position.settled,
      latest_payment_date: latest,
      payments,
      actions: open
        ? availableActions({ workflow: RECEIVABLE_WORKFLOW, from: r.status, actor: o.actor })
            .map((a) => a.action)
            .filter((a) => a === 'settle')
        : [],
    });
  }
  const journal = await journalLinesOf(
    o.db,
    data.map((r) => r.ar_id),
    ['penal_accrual', 'buyer_collection', 'residual_payment'],
  );
  return { data, journal, as_of: asOf };
}

/** GET /payments/{id}/settlement-payment/general-info: the transaction and its settlement totals. */
export async function getSettlementGeneral(
  o: Read<{ clock: Clock; id: number }>,
): Promise<SettlementGeneral> {
  const detail = await getSettlement(o);
  const data = (await loadPayment(o.db, o.actor, o.id))!;
  const sum = (f: (r: SettlementDetail['data'][number]) => number) =>
    detail.data.reduce((s, r) => s + f(r), 0);
  return {
    data,
    totals: {
      amount_due: sum((r) => r.ar_amount),
      collected: sum((r) => r.payments.reduce((s, p) => s + p.amount, 0)),
      unpaid: sum((r) => r.unpaid),
      penal_outstanding: sum((r) => r.penal_outstanding),
    },
  };
}
