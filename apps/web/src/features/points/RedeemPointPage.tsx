import type { VoucherCategoryItem } from '@arflow/domain/api/points';
import { App, Button, Card, Col, Flex, Popconfirm, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { usePointSetting, usePointsRights, useRedeem, useTotalPoints } from './api.ts';
import { POINT_LISTS } from './lists.ts';
import { PointsTable } from './PointsTable.tsx';

/** The buyer's own name, on every row of its own lists. */
const OWN = ['ent_name'];

const FIGURES = [
  ['total_point', 'points.buyer.total'],
  ['earned_point', 'points.buyer.earned'],
  ['redeemed_point', 'points.buyer.redeemed'],
  ['pending_point', 'points.buyer.pending'],
] as const;

/** A voucher's redeem button: the server refuses with the spec's words, shown as they come. */
function RedeemButton({ row }: { row: VoucherCategoryItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const redeem = useRedeem();
  return (
    <Popconfirm
      title={t('points.buyer.redeemConfirm', { points: row.points, name: row.name })}
      onConfirm={() =>
        redeem
          .mutateAsync(row.id)
          .then(() => void message.success(t('points.buyer.redeemed_ok')))
          .catch((e: unknown) => void message.error(refusalText(e)))
      }
    >
      <Button size="small" type="primary" loading={redeem.isPending} data-testid="points-redeem">
        {t('points.buyer.redeem')}
      </Button>
    </Popconfirm>
  );
}

/**
 * /buy/setup/redeem-point: the buyer's points (total, how they came), the rule that earns them, the
 * vouchers offered with a redeem button each, its requests and its ledger.
 */
export default function RedeemPointPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { entId } = usePointsRights();
  const total = useTotalPoints(entId).data?.data;
  const setting = usePointSetting().data?.data;
  return (
    <Flex vertical gap={16} data-testid="points-redeem-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('points.buyer.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {FIGURES.map(([key, label]) => (
          <Col xs={12} md={6} key={key}>
            <Card size="small">
              <Statistic
                title={t(label)}
                value={total?.[key] ?? 0}
                loading={!total}
                data-testid={`points-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {setting && (
        <Typography.Text type="secondary" data-testid="points-rule">
          {t('points.buyer.rule', { amount: f.vnd(setting.vnd_per_point) })}
        </Typography.Text>
      )}
      <Card title={t('points.buyer.catalogue')} size="small">
        <PointsTable
          list={POINT_LISTS.categories}
          testId="points-catalogue"
          initialSort={{ sort_column: 'points', sort_direction: 'ASC' }}
          actions={(row) => <RedeemButton row={row} />}
        />
      </Card>
      <Card title={t('points.buyer.requests')} size="small">
        <PointsTable list={POINT_LISTS.requests} testId="points-my-requests" omit={OWN} />
      </Card>
      <Card title={t('points.buyer.details')} size="small">
        <PointsTable list={POINT_LISTS.details} testId="points-my-details" omit={OWN} />
      </Card>
    </Flex>
  );
}
