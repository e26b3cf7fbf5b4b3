import { Card, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useSupplierEligible } from './api.ts';
import { LettersTable } from './LettersTable.tsx';

/**
 * /buy/supplier-notification: the debt-confirmation letters suppliers sent the buyer
 * (supplier-confirmed) and the suppliers on its list with their open receivables (supplier-eligible).
 */
export default function SupplierNotificationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const eligible = useSupplierEligible({ page_number: page, page_size: 10 });
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
                <Table
                  size="small"
                  rowKey="sup_id"
                  loading={eligible.isFetching}
                  dataSource={eligible.data?.data ?? []}
                  data-testid="notifications-eligible"
                  pagination={{
                    current: page,
                    pageSize: 10,
                    total: eligible.data?.page_info.total_record ?? 0,
                    onChange: setPage,
                  }}
                  columns={[
                    { key: 'sup_name', dataIndex: 'sup_name', title: t('receivables.fields.sup_name') },
                    { key: 'sup_mst', dataIndex: 'sup_mst', title: t('receivables.notifications.sup_mst') },
                    {
                      key: 'open_count',
                      dataIndex: 'open_count',
                      title: t('receivables.notifications.open_count'),
                    },
                    {
                      key: 'open_ar_amount',
                      dataIndex: 'open_ar_amount',
                      title: t('receivables.notifications.open_ar_amount'),
                      render: (v: number) => f.vnd(v),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
