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
    <Link to={props.to} data-testid={props.testId} style={{ display: 'block' }}>
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

/**
 * Figures side by side in columns of at least 220 px: a row that does not fill keeps its cards
 * the width of the others (in a wrapping flex row, a fifth card stretched over the whole width).
 */
export function Figures(props: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {props.children}
    </div>
  );
}
