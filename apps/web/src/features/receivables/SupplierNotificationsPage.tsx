import { SUPPLIER_ELIGIBLE_COLUMNS } from '@arflow/domain/api/receivables';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useSupplierEligible } from './api.ts';
import { LettersTable } from './LettersTable.tsx';

type EligibleItem = NonNullable<ReturnType<typeof useSupplierEligible>['data']>['data'][number];

const ELIGIBLE_COLUMNS = columnsOf<EligibleItem>(SUPPLIER_ELIGIBLE_COLUMNS);

/**
 * /buy/supplier-notification: the debt-confirmation letters suppliers sent the buyer
 * (supplier-confirmed) and the suppliers on its list with their open receivables (supplier-eligible).
 */
export default function SupplierNotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = usePaging();
  const eligible = useSupplierEligible(paging.body);
  return (
    <div data-testid="supplier-notifications-page">
      <Typography.Title level={3}>{t('receivables.notifications.title')}</Typography.Title>
      <Card>
        <Tabs
          items={[
            {
              key: 'letters',
              label: t('receivables.notifications.tabs.letters'),
              children: (
                <LettersTable
                  path="/buy/notifications/supplier-confirmed"
                  testId="notifications"
                  counterparty="sup_name"
                  onOpen={(r) => navigate(`/buy/supplier-notification/${r.id}`)}
                />
              ),
            },
            {
              key: 'eligible',
              label: t('receivables.notifications.tabs.eligible'),
              children: (
                <PagedTable
                  columns={ELIGIBLE_COLUMNS}
                  rowKey="sup_id"
                  testId="notifications-eligible"
                  tableTestId="notifications-eligible"
                  sortColumns={['sup_name']}
                  paging={paging}
                  rows={eligible}
                  request={{ path: '/buy/notifications/supplier-eligible', body: paging.body }}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
