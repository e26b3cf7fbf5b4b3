import type { LimitSummary } from '@arflow/domain/api/credit-supplier';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';

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
      <Table
        size="small"
        rowKey="credit_id"
        pagination={false}
        dataSource={summary.buyers}
        locale={{ emptyText: t('creditSupplier.limits.none') }}
        columns={[
          { key: 'buy', title: t('creditSupplier.fields.buy_name'), dataIndex: 'buy_name' },
          { key: 'total', title: t('creditSupplier.limits.total'), render: (_, r) => f.vnd(r.total_limit) },
          { key: 'used', title: t('creditSupplier.limits.used'), render: (_, r) => f.vnd(r.used_limit) },
          {
            key: 'available',
            title: t('creditSupplier.limits.available'),
            render: (_, r) => f.vnd(r.available_limit),
          },
          {
            key: 'rate',
            title: t('creditSupplier.fields.discount_rate'),
            render: (_, r) => f.rate(r.discount_rate),
          },
          {
            key: 'ratio',
            title: t('creditSupplier.fields.max_payment_ratio'),
            render: (_, r) => f.rate(r.max_payment_ratio),
          },
        ]}
      />
    </Card>
  );
}
