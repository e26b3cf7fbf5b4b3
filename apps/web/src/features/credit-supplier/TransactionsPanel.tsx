import { Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { SupplierTransactionList } from '../request-transaction/SupplierTransactionList.tsx';
import { useTransactionSummary } from './transactions-api.ts';

/**
 * The revision screen's transactions panel: how many transactions the supplier has, what they
 * advanced and, per transaction, what each holds of its limits now (`limit_drawn`, given back
 * when a transaction is rejected or settled), so a revision is asked for knowing the use.
 */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = useTransactionSummary();
  if (summary.isPending) return <Spin />;
  if (summary.isError)
    return (
      <LoadError
        error={summary.error}
        onRetry={() => void summary.refetch()}
        testId="revision-transactions"
      />
    );
  const s = summary.data.data;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="revision-transactions">
      <SupplierTransactionList
        id="revision-transactions"
        title="creditSupplier.revision.transactions.title"
        path={'/supplier/statistic/list-trans-his'}
        tabs={
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('creditSupplier.revision.transactions.count')}>
              <span data-testid="revision-transactions-count">{s.total_count}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('creditSupplier.revision.transactions.arAmount')}>
              {f.vnd(s.total_ar_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('creditSupplier.revision.transactions.advance')}>
              {f.vnd(s.total_advance)}
            </Descriptions.Item>
          </Descriptions>
        }
      />
    </Card>
  );
}
