import type { CellKind } from '@arflow/domain/api/paging';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import type { TextKey } from '../i18n-keys.ts';
import type { Column } from './columns.tsx';

/**
 * How a transaction's receivable field is shown wherever a module lists a transaction's
 * receivables (the funder's, the buyer's, the payments' and the request's grids): each field's
 * kind and statuses are said once here, each module names the fields in its own texts.
 */
const PRICED_AR_CELLS: Record<string, { kind?: CellKind; statuses?: Record<string, StatusLabel> }> = {
  inv_date: { kind: 'date' },
  maturity_date: { kind: 'date' },
  due_date: { kind: 'date' },
  ar_amount: { kind: 'money' },
  first_payment: { kind: 'money' },
  payment_request_amount: { kind: 'money' },
  advance: { kind: 'money' },
  discount: { kind: 'money' },
  total_discount_amount: { kind: 'money' },
  platform_fee: { kind: 'money' },
  sale_price: { kind: 'money' },
  ar_sale_price: { kind: 'money' },
  residual: { kind: 'money' },
  payment_ratio: { kind: 'rate' },
  discount_rate: { kind: 'rate' },
  status: { statuses: RECEIVABLE_STATUS_LABELS },
  ar_status: { statuses: RECEIVABLE_STATUS_LABELS },
};

/** How a transaction's receivables grid opens: the invoice, its dates, its amount and the ratio paid first. */
export const AR_INVOICE = ['inv_no', 'inv_date', 'maturity_date', 'ar_amount', 'payment_ratio'] as const;

/**
 * The columns of a transaction's receivables, in the order given, each labelled `${texts}.${key}`
 * (a key the module's texts lack is a type error).
 */
export function pricedArColumns<Row>() {
  return <const P extends string, const K extends keyof Row & string>(
    texts: P,
    keys: readonly K[] & (`${P}.${K}` extends TextKey ? unknown : never),
  ): Column<Row>[] =>
    keys.map((key) => ({ key, label: `${texts}.${key}` as TextKey, ...PRICED_AR_CELLS[key] }) as Column<Row>);
}
