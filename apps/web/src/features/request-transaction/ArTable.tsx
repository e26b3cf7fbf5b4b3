import type { PricedAr } from '@arflow/domain/api/request-transaction';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/list/columns.tsx';
import { pricedArColumns } from '../../shared/list/priced-ar-columns.ts';
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

const arColumns = pricedArColumns<PricedAr>();
const AR_COLUMNS: Column<PricedAr>[] = [
  ...arColumns('requestTransaction.fields', [
    'inv_no',
    'due_date',
    'ar_amount',
    'first_payment',
    'payment_ratio',
    'discount_rate',
    'days',
  ]),
  {
    key: 'counted_to',
    label: 'requestTransaction.fields.counted_to',
    render: (v, row, f) => <CountedTo row={row} date={f.date(v)} />,
  },
  ...arColumns('requestTransaction.fields', [
    'payment_request_amount',
    'total_discount_amount',
    'platform_fee',
    'ar_sale_price',
    'residual',
    'status',
  ]),
];

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
