import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteId } from '../../shared/api/record-state.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { AR_COLUMNS, LIST_TITLES, listOfPath } from './config.ts';
import { TransactionSubPage } from './TransactionSubPage.tsx';

/**
 * /fun/transactions/{list}/ar/{id?}: the receivables of transaction {id} as it priced them
 * (docs/decisions.md "Funder review": the id is the transaction's). Without an id, a pointer back.
 */
export default function FunderArPage() {
  const { t } = useTranslation();
  const list = listOfPath(useLocation().pathname);
  const id = useRouteId();
  if (id === 0) {
    return (
      <Card data-testid="funder-ar-page">
        <Empty description={t('funderTransactions.ar.pick')}>
          <Link to={`/fun/transactions/${list}`}>{t(LIST_TITLES[list])}</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <TransactionSubPage
      id={id}
      testId="funder-ar"
      header={(tr) => (
        <>
          <Link to={`/fun/transactions/${list}/${id}`}>{t('funderTransactions.ar.back')}</Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('funderTransactions.ar.title', { code: tr.trans_code })}
          </Typography.Title>
        </>
      )}
    >
      {(tr) => <DetailTable rows={tr.ars} columns={AR_COLUMNS} rowKey="ar_id" testId="funder-ar" />}
    </TransactionSubPage>
  );
}
