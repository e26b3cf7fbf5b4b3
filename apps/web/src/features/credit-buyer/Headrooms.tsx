import type { CreditLimits } from '@arflow/domain/api/credit-buyer';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LimitHeadroom } from '../../shared/widgets/LimitHeadroom.tsx';

/** A programme's two limits side by side: `<testId>-standard`, `<testId>-early`. */
export function Headrooms({ limits, testId }: { limits: CreditLimits; testId: string }) {
  const { t } = useTranslation();
  const both = [
    ['standard', 'creditBuyer.limits.standard', limits.standard],
    ['early', 'creditBuyer.limits.earlyPayment', limits.early_payment],
  ] as const;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {both.map(([key, title, limit]) => (
        <Col key={key} xs={24} md={12}>
          <Card size="small">
            <LimitHeadroom
              title={t(title)}
              total={limit.total}
              used={limit.used}
              testId={`${testId}-${key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
