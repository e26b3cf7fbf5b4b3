import { BUYER_CREDIT_SETUP_STATUS_LABELS } from '@arflow/domain/statuses/credit';
import { Card, Flex, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { BuyerCreditLinks } from '../../shared/widgets/BuyerCreditLinks.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useProgramme } from './api.ts';
import { SETUP_HISTORY } from './config.ts';
import { DebtPanel } from './DebtPanel.tsx';
import { MaturityPanel } from './MaturityPanel.tsx';
import { SetupPanel } from './SetupPanel.tsx';

/**
 * /fun/buyer/credit/:id (the buyer's id): the credit programme with its headroom, the latest
 * version's terms and decisions, debt and maturity terms, supplier rates and history.
 */
export default function CreditDetailPage() {
  const { t } = useTranslation();
  const buyerId = Number(useParams().id);
  const programme = useProgramme(buyerId);

  if (!Number.isSafeInteger(buyerId) || buyerId <= 0) return <NotFoundPage />;
  if (programme.isPending) {
    return (
      <div role="status" aria-label={t('common.status.loading')}>
        <Spin data-testid="credit-loading" />
      </div>
    );
  }
  if (programme.isError) {
    if (programme.error instanceof ApiError && programme.error.status === 404) return <NotFoundPage />;
    return (
      <LoadError
        error={programme.error}
        onRetry={() => void programme.refetch()}
        testId="credit-detail-error"
      />
    );
  }
  const p = programme.data;
  return (
    <div data-testid="credit-detail-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {p.buyer.code} — {p.buyer.name}
          </Typography.Title>
          {p.latest && (
            <StatusTag status={BUYER_CREDIT_SETUP_STATUS_LABELS[p.latest.status]} code={p.latest.status} />
          )}
        </Space>
      </Flex>
      <BuyerCreditLinks buyerId={buyerId} />
      <Tabs
        data-testid="credit-tabs"
        items={[
          {
            key: 'setup',
            label: t('creditBuyer.tabs.setup'),
            children: <SetupPanel buyerId={buyerId} programme={p} />,
          },
          { key: 'debt', label: t('creditBuyer.tabs.debt'), children: <DebtPanel buyerId={buyerId} /> },
          {
            key: 'maturity',
            label: t('creditBuyer.tabs.maturity'),
            children: <MaturityPanel buyerId={buyerId} />,
          },
          {
            key: 'history',
            label: t('creditBuyer.tabs.history'),
            children: (
              <Card size="small">
                <HistoryTimeline testId="credit-history" entries={p.history} {...SETUP_HISTORY} />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
