import { FUNDER_VISIBLE_STAGES } from '@arflow/domain/funder-review';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ListPage } from '../../shared/list/ListPage.tsx';
import { allTransactionsRequest, FUNDER_LIST, useAllTransactions } from './api.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { funderColumns, funderFilters } from './config.ts';
import { TransactionSubPage } from './TransactionSubPage.tsx';

const FILTERS = funderFilters(FUNDER_VISIBLE_STAGES);

const COLUMNS = funderColumns((row) => `/fun/transactions/expertise/AssessmentItem?id=${row.id}`);

function OneTransaction({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <TransactionSubPage
      id={id}
      testId="funder-assessment"
      align="baseline"
      header={(tr) => (
        <>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('funderTransactions.lists.assessment')} · {tr.trans_code}
          </Typography.Title>
          {tr.list && (
            <Link to={`/fun/transactions/${tr.list}/${id}`}>{t('funderTransactions.detail.open')}</Link>
          )}
          <Link to={`/fun/transactions/expertise/${id}`}>{t('funderTransactions.lists.expertise')}</Link>
        </>
      )}
    >
      {() => <ChecksPanel id={id} />}
    </TransactionSubPage>
  );
}

/**
 * /fun/transactions/expertise/AssessmentItem (spec §2; like /fun/supplier/AssessmentItem, the
 * transaction is named by `?id=`): the assessment items each check level recorded on a
 * transaction — officer, senior, manager, with their decision, reason and appraisal items. Without
 * an id: every transaction the funder sees, to pick one.
 */
export default function AssessmentItemPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null) {
    return (
      <ListPage
        id="funder-assessment"
        title="funderTransactions.lists.assessment"
        list={FUNDER_LIST}
        filters={FILTERS}
        columns={COLUMNS}
        useRows={useAllTransactions}
        request={allTransactionsRequest}
      />
    );
  }
  return <OneTransaction id={/^\d{1,10}$/.test(raw) ? Number(raw) : 0} />;
}
