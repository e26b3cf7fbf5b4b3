import type { SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { LoadError } from '../../shared/api/LoadError.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
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

type Credit = SupplierCreditItem;

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
  const columns: Column<Credit>[] = [
    { key: 'id', label: 'creditSupplier.fields.id', link: (r) => `${base}/${supId}/${r.buy_id}/${r.id}` },
    { key: 'buy_name', label: 'creditSupplier.fields.buy_name' },
    { key: 'applied_total_limit', label: 'creditSupplier.fields.applied_total_limit', kind: 'money' },
    { key: 'total_limit', label: 'creditSupplier.fields.total_limit', kind: 'money' },
    {
      key: 'discount_rate',
      label: 'creditSupplier.fields.discount_rate',
      kind: 'rate',
      render: (rate, r, f) => f.rate(rate ?? r.applied_discount_rate),
    },
    { key: 'deadline', label: 'creditSupplier.fields.deadline', render: (_, r) => <Countdown credit={r} /> },
    { key: 'status', label: 'creditSupplier.fields.status', statuses: SUPPLIER_CREDIT_STATUS_LABELS },
  ];
  return (
    <div data-testid="credit-supplier-page">
      <Typography.Title level={3}>
        {t('creditSupplier.supplier.title', { name: rows[0]?.sup_name ?? '' })}
      </Typography.Title>
      <LimitCard summary={credits.data.summary} />
      <Card size="small" title={t('creditSupplier.supplier.credits')} style={{ marginBottom: 16 }}>
        <DetailTable<Credit>
          rows={rows}
          columns={columns}
          testId="supplier-credits"
          rowClassName={(r) => (r.id === creditId ? 'ant-table-row-selected' : '')}
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
