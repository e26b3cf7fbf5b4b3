import type { PricedAr } from '@arflow/domain/api/request-transaction';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';

/** The days run to the next working day when the due date is a day off (Civil Code art. 148). */
function CountedTo({ row, date }: { row: PricedAr; date: string }) {
  const { t } = useTranslation();
  if (row.counted_to_reason === 'MATURITY') return date;
  const why =
    row.counted_to_reason === 'WEEKEND'
      ? t('requestTransaction.countedTo.WEEKEND')
      : t('requestTransaction.countedTo.HOLIDAY');
  return (
    <span title={why} data-testid="counted-to-moved">
      {date}
      <br />
      <small>{why}</small>
    </span>
  );
}

const AR_COLUMNS = [
  { key: 'inv_no', label: 'requestTransaction.fields.inv_no' },
  { key: 'due_date', label: 'requestTransaction.fields.due_date', kind: 'date' },
  { key: 'ar_amount', label: 'requestTransaction.fields.ar_amount', kind: 'money' },
  { key: 'first_payment', label: 'requestTransaction.fields.first_payment', kind: 'money' },
  { key: 'payment_ratio', label: 'requestTransaction.fields.payment_ratio', kind: 'rate' },
  { key: 'discount_rate', label: 'requestTransaction.fields.discount_rate', kind: 'rate' },
  { key: 'days', label: 'requestTransaction.fields.days' },
  {
    key: 'counted_to',
    label: 'requestTransaction.fields.counted_to',
    render: (v, row, f) => <CountedTo row={row} date={f.date(v)} />,
  },
  { key: 'payment_request_amount', label: 'requestTransaction.fields.payment_request_amount', kind: 'money' },
  { key: 'total_discount_amount', label: 'requestTransaction.fields.total_discount_amount', kind: 'money' },
  { key: 'platform_fee', label: 'requestTransaction.fields.platform_fee', kind: 'money' },
  { key: 'ar_sale_price', label: 'requestTransaction.fields.ar_sale_price', kind: 'money' },
  { key: 'residual', label: 'requestTransaction.fields.residual', kind: 'money' },
  { key: 'status', label: 'requestTransaction.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
] as const satisfies readonly Column<PricedAr>[];

/** Receivables priced for a request: the AR selection grid's columns (spec §3). */
export function ArTable(props: {
  rows: PricedAr[];
  testId: string;
  rowSelection?: TableProps<PricedAr>['rowSelection'];
  pagination?: TableProps<PricedAr>['pagination'];
  loading?: boolean;
}) {
  return <DetailTable rowKey="ar_id" columns={AR_COLUMNS} tableTestId={props.testId} {...props} />;
}
