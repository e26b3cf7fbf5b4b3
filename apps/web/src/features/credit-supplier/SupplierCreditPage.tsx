import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import { Card, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useCanUploadFinancials, useCreditBuyer } from './api.ts';
import { Countdown } from './Countdown.tsx';
import { CreditDetail } from './CreditDetail.tsx';
import { FinancialsCard } from './FinancialsCard.tsx';
import { LimitCard } from './LimitCard.tsx';

/**
 * /fun/supplier/credit/{sup}/{buy?}/{credit_id?}: a supplier's credit assessment view: its limits,
 * every credit (with one buyer, or all when buy is 0), its financial statements, and the chosen
 * credit below. With one segment only the path is the credit file itself (docs/decisions.md).
 */
export default function SupplierCreditPage() {
  const { sup, buy, credit_id } = useParams();
  if (buy === undefined) return <CreditDetail id={Number(sup)} side="funder" />;
  return (
    <SupplierCredit
      supId={Number(sup)}
      buyId={Number(buy)}
      creditId={credit_id ? Number(credit_id) : undefined}
    />
  );
}

function SupplierCredit({
  supId,
  buyId,
  creditId,
}: {
  supId: number;
  buyId: number;
  creditId: number | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const base = useLocation().pathname.startsWith('/fun/indsupplier')
    ? '/fun/indsupplier/credit'
    : '/fun/supplier/credit';
  const credits = useCreditBuyer(supId, buyId);
  const canUpload = useCanUploadFinancials();
  if (!Number.isSafeInteger(supId) || supId <= 0 || !Number.isSafeInteger(buyId) || buyId < 0)
    return <NotFoundPage />;
  if (credits.isPending) return <Spin />;
  if (credits.isError)
    return (
      <LoadError
        error={credits.error}
        onRetry={() => void credits.refetch()}
        testId="credit-supplier-error"
      />
    );
  const rows = credits.data.data;
  return (
    <div data-testid="credit-supplier-page">
      <Typography.Title level={3}>
        {t('creditSupplier.supplier.title', { name: rows[0]?.sup_name ?? '' })}
      </Typography.Title>
      <LimitCard summary={credits.data.summary} />
      <Card size="small" title={t('creditSupplier.supplier.credits')} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          rowClassName={(r) => (r.id === creditId ? 'ant-table-row-selected' : '')}
          columns={[
            {
              key: 'id',
              title: t('creditSupplier.fields.id'),
              render: (_, r) => <Link to={`${base}/${supId}/${r.buy_id}/${r.id}`}>{r.id}</Link>,
            },
            { key: 'buy', title: t('creditSupplier.fields.buy_name'), dataIndex: 'buy_name' },
            {
              key: 'applied',
              title: t('creditSupplier.fields.applied_total_limit'),
              render: (_, r) => f.vnd(r.applied_total_limit),
            },
            {
              key: 'limit',
              title: t('creditSupplier.fields.total_limit'),
              render: (_, r) => f.vnd(r.total_limit),
            },
            {
              key: 'rate',
              title: t('creditSupplier.fields.discount_rate'),
              render: (_, r) => f.rate(r.discount_rate ?? r.applied_discount_rate),
            },
            {
              key: 'clock',
              title: t('creditSupplier.fields.deadline'),
              render: (_, r) => <Countdown credit={r} />,
            },
            {
              key: 'status',
              title: t('creditSupplier.fields.status'),
              render: (_, r) => (
                <StatusTag status={SUPPLIER_CREDIT_STATUS_LABELS[r.status]} code={r.status} />
              ),
            },
          ]}
        />
      </Card>
      {creditId ? (
        <CreditDetail id={creditId} side="funder" />
      ) : (
        <FinancialsCard supId={supId} canUpload={canUpload} />
      )}
    </div>
  );
}
