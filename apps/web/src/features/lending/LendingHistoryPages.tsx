import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteId } from '../../shared/api/record-state.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useSession } from '../../shared/session/session.ts';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { LENDING_LIST, lendingRequest, lendingRows, useLendingPeriods } from './api.ts';
import { LENDING_FILTERS, lendingColumns, PERIOD_BOOK_COLUMNS } from './config.ts';
import { LendingView } from './LendingDetail.tsx';

const HISTORY = '/partner/lending-service/transaction-history';
/** Only the loans whose money went out: a loan still asked for or refused has no transactions. */
const DISBURSED = { disbursed: true };

/** /partner/lending-service/transaction-history: the partner's disbursed, extended and settled loans. */
export function LendingHistoryPage() {
  const partnerId = useSession().user?.ent_id ?? 0;
  const kind = { partnerId };
  return (
    <ListPage
      id="lending-history"
      title="lending.history.title"
      list={LENDING_LIST}
      filters={LENDING_FILTERS}
      columns={lendingColumns((id) => `${HISTORY}/${id}`)}
      useRows={lendingRows(kind, DISBURSED)}
      request={lendingRequest(kind, DISBURSED)}
    />
  );
}

/** The loan's interest per period, accrued to date and paid (decision 0098). */
function InterestPerPeriod({ id }: { id: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  return (
    <Card size="small" title={t('lending.history.periods')} data-testid="lending-interest">
      <PagedTable
        columns={PERIOD_BOOK_COLUMNS}
        rowKey="index"
        testId="lending-periods"
        sortColumns={['index']}
        paging={paging}
        rows={useLendingPeriods(id, paging.body)}
      />
    </Card>
  );
}

/** …/transaction-history/:infolending: the loan with its actions and history, interest per period. */
export function LendingHistoryDetailPage() {
  const id = useRouteId('infolending');
  return <LendingView id={id} schedule={<InterestPerPeriod id={id} />} />;
}
