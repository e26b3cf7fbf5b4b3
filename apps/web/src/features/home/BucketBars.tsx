import type { HomeBucketFigure } from '@arflow/domain/api/home';
import { formatAmount } from '@arflow/domain/home';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/locale/useLocale.ts';

/**
 * Buckets of days as bars (the count against the largest bucket), each a link to the list
 * under the bucket's dates (`link`).
 */
export function BucketBars(props: {
  buckets: readonly HomeBucketFigure[];
  link: (b: HomeBucketFigure) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const max = Math.max(1, ...props.buckets.map((b) => b.count));
  return (
    <Flex vertical gap={4} data-testid={props.testId}>
      {props.buckets.map((b) => (
        <Link key={b.bucket} to={props.link(b)} data-testid={`${props.testId}-${b.bucket}`}>
          <Flex gap={12} align="center">
            <Typography.Text style={{ width: 90 }}>{t('home.days', { bucket: b.bucket })}</Typography.Text>
            <Progress
              percent={(b.count / max) * 100}
              showInfo={false}
              style={{ flex: 1, margin: 0 }}
              aria-label={t('home.days', { bucket: b.bucket })}
            />
            <Typography.Text strong style={{ width: 40, textAlign: 'right' }}>
              {b.count}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ width: 190, textAlign: 'right' }}>
              {formatAmount(b.amount, locale)}
            </Typography.Text>
          </Flex>
        </Link>
      ))}
    </Flex>
  );
}
