import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
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
export function useArColumns<R extends ArRow>(middle: ColumnsType<R>): ColumnsType<R> {
  const { t } = useTranslation();
  const f = useFormat();
  return [
    { key: 'inv_no', dataIndex: 'inv_no', title: t('receivables.fields.inv_no') },
    ...middle,
    {
      key: 'ar_amount',
      dataIndex: 'ar_amount',
      title: t('receivables.fields.ar_amount'),
      render: (v: number) => f.vnd(v),
    },
    {
      key: 'due_payment',
      dataIndex: 'due_payment',
      title: t('receivables.fields.due_payment'),
      render: (v: number) => f.vnd(v),
    },
    {
      key: 'maturity_date',
      dataIndex: 'maturity_date',
      title: t('receivables.fields.maturity_date'),
      render: (v: string) => f.date(v),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('receivables.fields.status'),
      render: (v: ArRow['status'], r) => (
        <Space>
          <StatusTag status={RECEIVABLE_STATUS_LABELS[v]} code={v} />
          {r.status_short && <Tag>{r.status_short}</Tag>}
        </Space>
      ),
    },
  ];
}
