import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Space, Tag } from 'antd';
import type { Column } from '../../shared/list/columns.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

type ArRow = {
  inv_no: string;
  ar_amount: number;
  due_payment: number;
  maturity_date: string;
  status: keyof typeof RECEIVABLE_STATUS_LABELS;
  status_short?: string | null;
};

/**
 * The receivable columns a letter's and a statistic's tables share: invoice number, then the
 * table's own `middle` columns, then amounts, maturity and the status with its short D±n / O / BD.
 */
export function arColumns<R extends ArRow>(middle: readonly Column<R>[]): Column<R>[] {
  const shared: Column<ArRow>[] = [
    { key: 'ar_amount', label: 'receivables.fields.ar_amount', kind: 'money' },
    { key: 'due_payment', label: 'receivables.fields.due_payment', kind: 'money' },
    { key: 'maturity_date', label: 'receivables.fields.maturity_date', kind: 'date' },
    {
      key: 'status',
      label: 'receivables.fields.status',
      render: (v, r) => (
        <Space>
          <StatusTag status={RECEIVABLE_STATUS_LABELS[v]} code={v} />
          {r.status_short && <Tag>{r.status_short}</Tag>}
        </Space>
      ),
    },
  ];
  return [
    { key: 'inv_no', label: 'receivables.fields.inv_no' } as Column<R>,
    ...middle,
    ...(shared as unknown as Column<R>[]),
  ];
}
