import type { FunderHome } from '@arflow/domain/api/home';
import { formatMoney } from '@arflow/domain/format';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar } from '../../shared/charts/index.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { BucketBars } from './BucketBars.tsx';
import { Figure, Figures } from './Figure.tsx';
import { bucketLink, listLink, REVIEW_LIST_PATH } from './links.ts';

type Sections = Required<Omit<FunderHome, 'today' | 'sections'>>;

function Section(props: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card title={props.title} data-testid={props.testId}>
      <Flex vertical gap={16}>
        {props.children}
      </Flex>
    </Card>
  );
}

/** Credit staff: transactions in each review stage, and the review queue by days waiting. */
export function ReviewSection({ review }: { review: Sections['review'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section title={t('home.review.title')} testId="home-review">
      <Figures>
        {review.stages.map((s) => (
          <Figure
            key={s.stage}
            title={
              TRANSACTION_STAGE_LABELS[s.stage as keyof typeof TRANSACTION_STAGE_LABELS]?.label[locale] ??
              s.stage
            }
            count={s.count}
            amount={s.amount}
            to={listLink(REVIEW_LIST_PATH[s.list] ?? '/fun/transactions/progress', { state: s.stage })}
            testId={`home-stage-${s.stage}`}
          />
        ))}
      </Figures>
      <BucketBars
        title={t('home.review.ages')}
        buckets={review.ages}
        link={(b) => bucketLink('/fun/transactions/progress', b, 'submitted_from', 'submitted_to')}
        testId="home-review-age"
        empty={t('home.review.agesEmpty')}
      />
    </Section>
  );
}

/** Accounting: early payments to make, settlements due by today. */
export function PaymentsSection({ payments }: { payments: Sections['payments'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('home.payments.title')} testId="home-payments">
      <Figures>
        <Figure
          title={t('home.payments.earlyUnpaid')}
          count={payments.early_unpaid.count}
          amount={payments.early_unpaid.amount}
          to="/fun/early-payment"
          testId="home-early-unpaid"
        />
        <Figure
          title={t('home.payments.settlementDue')}
          count={payments.settlement_due.count}
          amount={payments.settlement_due.amount}
          to={listLink('/fun/settlement-payment', { due_to: payments.settlement_due.due_to })}
          testId="home-settlement-due"
        />
      </Figures>
    </Section>
  );
}

/** Collection: overdue and bad debt by days since the due date. */
export function CollectionSection({ collection }: { collection: Sections['collection'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('home.collection.title')} testId="home-collection">
      <BucketBars
        title={t('home.collection.overdue')}
        buckets={collection.overdue}
        link={(b) => bucketLink('/fun/debt-collection', b, 'maturity_from', 'maturity_to')}
        testId="home-overdue"
        empty={t('home.collection.overdueEmpty')}
      />
      <BucketBars
        title={t('home.collection.badDebt')}
        buckets={collection.bad_debt}
        link={(b) =>
          bucketLink('/fun/debt-collection', b, 'maturity_from', 'maturity_to', { view: 'bad-n-del' })
        }
        testId="home-bad-debt"
        empty={t('home.collection.badDebtEmpty')}
      />
    </Section>
  );
}

function Used(props: { label: string; used: number; total: number; testId: string }) {
  const { locale } = useLocale();
  return (
    <div data-testid={props.testId}>
      <Typography.Text>{props.label}</Typography.Text>
      <Progress percent={props.total > 0 ? Math.round((props.used / props.total) * 100) : 0} />
      <Typography.Text type="secondary">
        {formatMoney(props.used, locale)} / {formatMoney(props.total, locale)}
      </Typography.Text>
    </div>
  );
}

/** Relationship staff and management: buyers by pipeline status, limits of programmes in force. */
export function PipelineSection({ pipeline }: { pipeline: Sections['pipeline'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { limits } = pipeline;
  const statusLabel = (status: string) =>
    PARTNER_LEAD_STATUS_LABELS[status as keyof typeof PARTNER_LEAD_STATUS_LABELS]?.label[locale] ?? status;
  return (
    <Section title={t('home.pipeline.title')} testId="home-pipeline">
      <Figures>
        <Figure
          title={t('home.pipeline.tiemnang')}
          count={pipeline.groups.tiemnang}
          to={listLink('/fun/buyer/list', { group: 'tiemnang' })}
          testId="home-group-tiemnang"
        />
        <Figure
          title={t('home.pipeline.gianhap')}
          count={pipeline.groups.gianhap}
          to={listLink('/fun/buyer/list', { group: 'gianhap' })}
          testId="home-group-gianhap"
        />
      </Figures>
      {pipeline.statuses.length > 0 ? (
        <Bar
          title={t('home.pipeline.byStatus')}
          labels={pipeline.statuses.map((s) => statusLabel(s.status))}
          series={[{ label: t('home.count'), values: pipeline.statuses.map((s) => s.count) }]}
          hrefs={pipeline.statuses.map((s) => listLink('/fun/buyer/list', { status: s.status }))}
          horizontal
          height={Math.max(160, pipeline.statuses.length * 28)}
          testId="home-status-chart"
        />
      ) : (
        <Typography.Text type="secondary" data-testid="home-status-empty">
          {t('home.pipeline.statusEmpty')}
        </Typography.Text>
      )}
      <Flex gap={8} wrap>
        {pipeline.statuses.map((s) => (
          <Link
            key={s.status}
            to={listLink('/fun/buyer/list', { status: s.status })}
            data-testid={`home-status-${s.status}`}
            data-count={s.count}
          >
            <Card size="small">
              {statusLabel(s.status)}: <Typography.Text strong>{s.count}</Typography.Text>
            </Card>
          </Link>
        ))}
      </Flex>
      <Link
        to={listLink('/fun/buyer/credit', { in_force: 'true' })}
        data-testid="home-limits"
        data-count={limits.buyers}
      >
        <Typography.Text strong>
          {t('home.pipeline.limits', { count: limits.buyers })} · {t('home.pipeline.creditLimit')}{' '}
          {formatMoney(limits.credit_limit, locale)}
        </Typography.Text>
      </Link>
      <Flex gap={24} wrap>
        <Used
          label={t('home.pipeline.standard')}
          used={limits.standard_used}
          total={limits.standard_limit}
          testId="home-limit-standard"
        />
        <Used
          label={t('home.pipeline.earlyPayment')}
          used={limits.early_payment_used}
          total={limits.early_payment_limit}
          testId="home-limit-early"
        />
      </Flex>
    </Section>
  );
}
