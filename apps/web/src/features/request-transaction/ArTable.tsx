import type { PricedAr } from '@arflow/domain/api/request-transaction';
import { RECEIVABLE_STATUS_LABELS, type ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

/** Receivables priced for a request: the AR selection grid's columns (spec §3). */
export function ArTable(props: {
  rows: PricedAr[];
  testId: string;
  rowSelection?: TableProps<PricedAr>['rowSelection'];
  pagination?: TableProps<PricedAr>['pagination'];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table
      size="small"
      rowKey="ar_id"
      scroll={{ x: true }}
      dataSource={props.rows}
      loading={props.loading}
      rowSelection={props.rowSelection}
      pagination={props.pagination ?? false}
      data-testid={props.testId}
      columns={[
        { key: 'inv_no', title: t('requestTransaction.fields.inv_no'), dataIndex: 'inv_no' },
        { key: 'due', title: t('requestTransaction.fields.due_date'), render: (_, r) => f.date(r.due_date) },
        {
          key: 'ar',
          title: t('requestTransaction.fields.ar_amount'),
          align: 'right',
          render: (_, r) => f.vnd(r.ar_amount),
        },
        {
          key: 'first',
          title: t('requestTransaction.fields.first_payment'),
          align: 'right',
          render: (_, r) => f.vnd(r.first_payment),
        },
        {
          key: 'ratio',
          title: t('requestTransaction.fields.payment_ratio'),
          align: 'right',
          render: (_, r) => f.rate(r.payment_ratio),
        },
        {
          key: 'rate',
          title: t('requestTransaction.fields.discount_rate'),
          align: 'right',
          render: (_, r) => f.rate(r.discount_rate),
        },
        { key: 'days', title: t('requestTransaction.fields.days'), align: 'right', dataIndex: 'days' },
        {
          // The days run to the next working day when the due date is a day off (Civil Code art. 148).
          key: 'counted_to',
          title: t('requestTransaction.fields.counted_to'),
          render: (_, r) => {
            if (r.counted_to_reason === 'MATURITY') return f.date(r.counted_to);
            const why =
              r.counted_to_reason === 'WEEKEND'
                ? t('requestTransaction.countedTo.WEEKEND')
                : t('requestTransaction.countedTo.HOLIDAY');
            return (
              <span title={why} data-testid="counted-to-moved">
                {f.date(r.counted_to)}
                <br />
                <small>{why}</small>
              </span>
            );
          },
        },
        {
          key: 'advance',
          title: t('requestTransaction.fields.payment_request_amount'),
          align: 'right',
          render: (_, r) => f.vnd(r.payment_request_amount),
        },
        {
          key: 'discount',
          title: t('requestTransaction.fields.total_discount_amount'),
          align: 'right',
          render: (_, r) => f.vnd(r.total_discount_amount),
        },
        {
          key: 'fee',
          title: t('requestTransaction.fields.platform_fee'),
          align: 'right',
          render: (_, r) => f.vnd(r.platform_fee),
        },
        {
          key: 'sale',
          title: t('requestTransaction.fields.ar_sale_price'),
          align: 'right',
          render: (_, r) => f.vnd(r.ar_sale_price),
        },
        {
          key: 'residual',
          title: t('requestTransaction.fields.residual'),
          align: 'right',
          render: (_, r) => f.vnd(r.residual),
        },
        {
          key: 'status',
          title: t('requestTransaction.fields.status'),
          render: (_, r) => (
            <StatusTag status={RECEIVABLE_STATUS_LABELS[r.status as ReceivableStatus]} code={r.status} />
          ),
        },
      ]}
    />
  );
}
