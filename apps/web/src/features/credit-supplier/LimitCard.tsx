import type { LimitSummary } from '@arflow/domain/api/credit-supplier';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';

type BuyerLimit = LimitSummary['buyers'][number];

const BUYER_LIMIT_COLUMNS: Column<BuyerLimit>[] = [
  { key: 'buy_name', label: 'creditSupplier.fields.buy_name' },
  { key: 'total_limit', label: 'creditSupplier.limits.total', kind: 'money' },
  { key: 'used_limit', label: 'creditSupplier.limits.used', kind: 'money' },
  { key: 'available_limit', label: 'creditSupplier.limits.available', kind: 'money' },
  { key: 'discount_rate', label: 'creditSupplier.fields.discount_rate', kind: 'rate' },
  { key: 'max_payment_ratio', label: 'creditSupplier.fields.max_payment_ratio', kind: 'rate' },
];

/**
 * A supplier's limits: total, used and available (computed by the server with the domain's
 * limit functions), then one line per buyer where a credit is in force.
 */
export function LimitCard({ summary }: { summary: LimitSummary }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card
      size="small"
      title={t('creditSupplier.limits.title')}
      data-testid="credit-limits"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col span={8}>
          <Statistic title={t('creditSupplier.limits.total')} value={f.vnd(summary.total_limit)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('creditSupplier.limits.used')} value={f.vnd(summary.used_limit)} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('creditSupplier.limits.available')}
            value={f.vnd(summary.available_limit)}
            valueStyle={{ color: '#389e0d' }}
          />
        </Col>
      </Row>
      <DetailTable<BuyerLimit>
        rows={summary.buyers}
        columns={BUYER_LIMIT_COLUMNS}
        rowKey="credit_id"
        testId="credit-limits"
        empty={t('creditSupplier.limits.none')}
      />
    </Card>
  );
}
