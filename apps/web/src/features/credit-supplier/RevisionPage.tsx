import type { SupplierBuyerItem } from '@arflow/domain/api/credit-supplier';
import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import { Button, Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { useSession } from '../../shared/session/session.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
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
  const navigate = useNavigate();
  const area = useLocation().pathname.startsWith('/indsup') ? '/indsup' : '/sup';
  const supId = useSession().user?.ent_id ?? 0;
  const buyers = useSupplierBuyers(supId);
  const summary = useLimitSummary();
  const [applying, setApplying] = useState<SupplierBuyerItem | null>(null);
  // The buyer's credit in force, else the one applied for.
  const columns: Column<SupplierBuyerItem>[] = [
    { key: 'buy_name', label: 'creditSupplier.fields.buy_name' },
    {
      key: 'credit',
      label: 'creditSupplier.fields.total_limit',
      kind: 'money',
      render: (c, _b, f) => f.vnd(c?.total_limit ?? c?.applied_total_limit),
    },
    {
      key: 'credit',
      label: 'creditSupplier.fields.discount_rate',
      kind: 'rate',
      render: (c, _b, f) => f.rate(c?.discount_rate ?? c?.applied_discount_rate),
    },
    {
      key: 'credit',
      label: 'creditSupplier.fields.status',
      render: (c, b) =>
        c ? (
          <Link to={`${area}/revision/${c.id}`} data-testid={`revision-open-${b.buy_id}`}>
            <StatusTag status={SUPPLIER_CREDIT_STATUS_LABELS[c.status]} code={c.status} />
          </Link>
        ) : (
          t('creditSupplier.revision.noCredit')
        ),
    },
    { key: 'credit', label: 'creditSupplier.fields.deadline', render: (c) => c && <Countdown credit={c} /> },
  ];
  if (buyers.isPending || summary.isPending) return <Spin />;
  if (buyers.isError)
    return <LoadError error={buyers.error} onRetry={() => void buyers.refetch()} testId="revision-error" />;
  return (
    <div data-testid="revision-page">
      <Typography.Title level={3}>{t('creditSupplier.revision.title')}</Typography.Title>
      {summary.data && <LimitCard summary={summary.data.data} />}
      <Card size="small" title={t('creditSupplier.revision.buyers')} style={{ marginBottom: 16 }}>
        <DetailTable<SupplierBuyerItem>
          rows={buyers.data.data}
          columns={columns}
          rowKey="buy_id"
          testId="revision"
          tableTestId="revision-buyers"
          actions={(b) =>
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
            )
          }
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
