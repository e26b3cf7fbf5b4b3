import { formatMoney } from '@arflow/domain/format';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useFormat } from '../hooks/useFormat.ts';

/** One figure beside a chart: what it counts, how many (a link to the list that shows them), how much. */
export interface Figure {
  key: string;
  label: string;
  count: number;
  /** Whole VND, shown with its unit. */
  amount?: number;
  /** The list behind the figure, with its filter applied. */
  href: string;
}

/**
 * The figures of a chart as links, one line each: the chart's canvas is an image to screen
 * readers and keyboards, so every bar or slice is also a link here (decision 0078 a).
 */
export function FigureLinks({ figures, testId }: { figures: readonly Figure[]; testId: string }) {
  const { locale } = useFormat();
  return (
    <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }} data-testid={testId}>
      {figures.map((f) => (
        <li key={f.key}>
          <Flex justify="space-between" gap={12} wrap>
            <Link to={f.href} data-testid={`${testId}-${f.key}`} data-count={f.count}>
              {f.label}: <strong>{f.count.toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-US')}</strong>
            </Link>
            {f.amount !== undefined && <Typography.Text>{formatMoney(f.amount, locale)}</Typography.Text>}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
