import type { HomeBucketFigure } from '@arflow/domain/api/home';
import { formatMoney } from '@arflow/domain/format';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar } from '../../shared/charts/index.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';

/**
 * Buckets of days as a bar chart of their counts, each bar opening the list under the bucket's
 * dates (`link`), with the same links beside it as text (count and amount) for keyboards and
 * screen readers, to whom the canvas is one image (decision 0078). With nothing in any bucket the
 * chart would be an empty frame, so `empty` says why instead.
 */
export function BucketBars(props: {
  title: string;
  buckets: readonly HomeBucketFigure[];
  link: (b: HomeBucketFigure) => string;
  testId: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const label = (b: HomeBucketFigure) => t('home.days', { bucket: b.bucket });
  return (
    <Flex vertical gap={8} data-testid={props.testId}>
      <Typography.Text strong>{props.title}</Typography.Text>
      {props.buckets.some((b) => b.count > 0) ? (
        <Bar
          title={props.title}
          labels={props.buckets.map(label)}
          series={[{ label: t('home.count'), values: props.buckets.map((b) => b.count) }]}
          hrefs={props.buckets.map(props.link)}
          height={180}
          testId={`${props.testId}-chart`}
        />
      ) : (
        <Typography.Text type="secondary" data-testid={`${props.testId}-empty`}>
          {props.empty}
        </Typography.Text>
      )}
      <Flex gap={8} wrap>
        {props.buckets.map((b) => (
          <Link
            key={b.bucket}
            to={props.link(b)}
            data-testid={`${props.testId}-${b.bucket}`}
            data-count={b.count}
          >
            <Tag>
              {label(b)}: <strong>{b.count}</strong> · {formatMoney(b.amount, locale)}
            </Tag>
          </Link>
        ))}
      </Flex>
    </Flex>
  );
}
