import {
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableItem,
  STAT_RECEIVABLE_COLUMNS,
} from '@arflow/domain/api/receivables';
import { isIsoDate } from '@arflow/domain/dates';
import {
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_STATUSES,
  type ReceivableStatus,
} from '@arflow/domain/statuses/receivable';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { homeListRequest, useHomeList } from './statistics-api.ts';

const COLUMNS = columnsOf<ReceivableItem>(STAT_RECEIVABLE_COLUMNS);

/** The home's address opening the list behind a chart's status slice or due-date bar. */
export function homeListHref(filter: { status: ReceivableStatus } | { maturity_date: string }): string {
  return `/buy/home?${new URLSearchParams(filter)}`;
}

/** The chart filter in the address, kept only when it is one the list takes. */
function useChartFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const date = params.get('maturity_date');
  const clear = () => setParams({}, { replace: true });
  if (isIsoDate(date))
    return { path: 'list-summary-maturity-ar-details', search: { maturity_date: date }, clear } as const;
  if (RECEIVABLE_STATUSES.includes(status as ReceivableStatus))
    return { path: 'summary-ar-details', search: { status: status as ReceivableStatus }, clear } as const;
  return null;
}

/**
 * The receivables behind the clicked slice or bar of the buyer's home (its status, or its due
 * date), paged by the server and exported with the same filter; nothing until a chart is clicked.
 */
export function HomeReceivables() {
  const { t } = useTranslation();
  const show = useText();
  const f = useFormat();
  const filter = useChartFilter();
  const paging = usePaging();
  const request = homeListRequest(filter?.path ?? 'summary-ar-details', filter?.search ?? {}, paging.body);
  const rows = useHomeList(request, filter !== null);
  if (!filter) return null;
  const { status, maturity_date } = filter.search as { status?: ReceivableStatus; maturity_date?: string };
  const named = status ? show(RECEIVABLE_STATUS_LABELS[status].label) : f.date(maturity_date ?? null);
  return (
    <Card
      size="small"
      title={t('buyerTransactions.home.receivablesOf', { filter: named })}
      extra={
        <Button size="small" onClick={filter.clear} data-testid="buyer-home-receivables-close">
          {t('buyerTransactions.home.close')}
        </Button>
      }
    >
      <PagedTable
        columns={COLUMNS}
        rowKey="id"
        testId="buyer-home-receivables"
        tableTestId="buyer-home-receivables"
        sortColumns={RECEIVABLE_SORT_COLUMNS}
        paging={paging}
        rows={rows}
        request={request}
      />
    </Card>
  );
}
