import type { SupplierBuyerItem } from '@arflow/domain/api/credit-supplier';
import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import { Button, Card, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useSession } from '../../shared/session/session.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { ApplyModal } from './ApplyModal.tsx';
import { useLimitSummary, useSupplierBuyers } from './api.ts';
import { Countdown } from './Countdown.tsx';
import { FinancialsCard } from './FinancialsCard.tsx';
import { LimitCard } from './LimitCard.tsx';
import { TransactionsPanel } from './TransactionsPanel.tsx';

const OPEN = new Set(['ASSESSING', 'ADD_DOC', 'OFFERED', 'BLACKLISTED']);

/**
 * /sup/revision and /indsup/revision: the supplier's limits, its credit with each buyer and the
 * way to apply or ask for a revision of the limit or discount rate, the transactions using the
 * limits; the financial statements of the last 4 years the funder needs first (spec §9).
 */
export default function RevisionPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const area = useLocation().pathname.startsWith('/indsup') ? '/indsup' : '/sup';
  const supId = useSession().user?.ent_id ?? 0;
  const buyers = useSupplierBuyers(supId);
  const summary = useLimitSummary();
  const [applying, setApplying] = useState<SupplierBuyerItem | null>(null);
  if (buyers.isPending || summary.isPending) return <Spin />;
  if (buyers.isError)
    return <LoadError error={buyers.error} onRetry={() => void buyers.refetch()} testId="revision-error" />;
  return (
    <div data-testid="revision-page">
      <Typography.Title level={3}>{t('creditSupplier.revision.title')}</Typography.Title>
      {summary.data && <LimitCard summary={summary.data.data} />}
      <Card size="small" title={t('creditSupplier.revision.buyers')} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="buy_id"
          pagination={false}
          dataSource={buyers.data.data}
          data-testid="revision-buyers"
          columns={[
            { key: 'buy', title: t('creditSupplier.fields.buy_name'), dataIndex: 'buy_name' },
            {
              key: 'limit',
              title: t('creditSupplier.fields.total_limit'),
              render: (_, b) => f.vnd(b.credit?.total_limit ?? b.credit?.applied_total_limit),
            },
            {
              key: 'rate',
              title: t('creditSupplier.fields.discount_rate'),
              render: (_, b) => f.rate(b.credit?.discount_rate ?? b.credit?.applied_discount_rate),
            },
            {
              key: 'status',
              title: t('creditSupplier.fields.status'),
              render: (_, b) =>
                b.credit ? (
                  <Link to={`${area}/revision/${b.credit.id}`} data-testid={`revision-open-${b.buy_id}`}>
                    <StatusTag
                      status={SUPPLIER_CREDIT_STATUS_LABELS[b.credit.status]}
                      code={b.credit.status}
                    />
                  </Link>
                ) : (
                  t('creditSupplier.revision.noCredit')
                ),
            },
            {
              key: 'clock',
              title: t('creditSupplier.fields.deadline'),
              render: (_, b) => b.credit && <Countdown credit={b.credit} />,
            },
            {
              key: 'apply',
              title: '',
              render: (_, b) =>
                b.credit && OPEN.has(b.credit.status) ? null : (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setApplying(b)}
                    data-testid={`revision-apply-${b.buy_id}`}
                  >
                    {t(
                      b.credit?.status === 'APPROVED'
                        ? 'creditSupplier.revision.revise'
                        : 'creditSupplier.revision.apply',
                    )}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <TransactionsPanel />
      <FinancialsCard supId={supId} canUpload forSupplier />
      {applying && (
        <ApplyModal
          supId={supId}
          buyer={applying}
          onClose={() => setApplying(null)}
          onDone={(id) => {
            setApplying(null);
            void navigate(`${area}/revision/${id}`);
          }}
        />
      )}
    </div>
  );
}
