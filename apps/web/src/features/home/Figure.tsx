import { formatMoney } from '@arflow/domain/format';
import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../shared/locale/useLocale.ts';

/**
 * One figure of a home: a count, the amount it carries (with its unit), and the list behind it
 * (`to`, its filters in the address) opened by a click anywhere on the card.
 */
export function Figure(props: {
  title: ReactNode;
  count: number;
  amount?: number;
  to: string;
  testId: string;
}) {
  const { locale } = useLocale();
  return (
    <Link to={props.to} data-testid={props.testId} style={{ display: 'block', minWidth: 220, flex: 1 }}>
      <Card hoverable size="small">
        <Statistic title={props.title} value={props.count} />
        {props.amount !== undefined && (
          <Typography.Text type="secondary" data-testid={`${props.testId}-amount`}>
            {formatMoney(props.amount, locale)}
          </Typography.Text>
        )}
      </Card>
    </Link>
  );
}
