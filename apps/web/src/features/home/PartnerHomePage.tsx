import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PartnerHome } from '@arflow/domain/api/home';
import { addDays, isIsoDate } from '@arflow/domain/dates';
import { formatDate, formatMoney } from '@arflow/domain/format';
import { Alert, Button, Card, Flex, Progress, Segmented, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { usePartnerHome } from './api.ts';
import { PaymentCalendar } from './PaymentCalendar.tsx';

type Limit = PartnerHome['limits']['funding'];

/** The list the unpaid figures open: the partner's funded receivables not yet paid, by due date. */
const FUNDED_ARS = '/partner/funding-coordination/transaction-history?tab=funded&open_only=1';

function LimitCard(props: { title: string; limit: Limit; testId: string; note?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { total, used, available } = props.limit;
  return (
    <Card size="small" title={props.title} data-testid={props.testId} style={{ flex: 1, minWidth: 260 }}>
      <Statistic title={t('home.partner.available')} value={formatMoney(available, locale)} />
      <Progress percent={total > 0 ? Math.round((used / total) * 100) : 0} />
      <Typography.Text type="secondary">
        {t('home.partner.total')}: {formatMoney(total, locale)}
      </Typography.Text>
      {props.note && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
          {props.note}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/**
 * /partner/home (spec §2): funding and guarantee limits, available and total; the payments
 * expected on the receivables the partner funded, as a weekly or monthly calendar; what is unpaid
 * this week and this month. The shown date and view live in the address (?date=, ?view=month).
 */
export default function PartnerHomePage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = raw && isIsoDate(raw) ? raw : undefined;
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const home = usePartnerHome(date);
  const go = (next: { date?: string; view?: string }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) if (v) out.set(k, v);
      return out;
    });
  if (home.isPending) return <Spin />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  const h = home.data;
  const range = view === 'week' ? h.week : h.month;
  const step = (dir: 1 | -1) =>
    addDays(view === 'week' ? h.date : h.month.from, dir * (view === 'week' ? 7 : dir > 0 ? 31 : 1));
  return (
    <Flex vertical gap={16} data-testid="partner-home">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('home.partner.title')}
      </Typography.Title>
      {!h.limits.programme && <Alert type="info" showIcon title={t('home.partner.noProgramme')} />}
      <Flex gap={12} wrap>
        <LimitCard title={t('home.partner.funding')} limit={h.limits.funding} testId="partner-funding" />
        <LimitCard
          title={t('home.partner.guarantee')}
          limit={h.limits.guarantee}
          testId="partner-guarantee"
          note={t('home.partner.guaranteeNote')}
        />
      </Flex>
      <Flex gap={12} wrap>
        {(
          [
            ['week', 'home.partner.unpaidWeek', h.week],
            ['month', 'home.partner.unpaidMonth', h.month],
          ] as const
        ).map(([key, title, r]) => (
          <Card key={key} size="small" style={{ flex: 1 }} data-testid={`partner-unpaid-${key}`}>
            <Statistic title={t(title)} value={formatMoney(h.unpaid[key].amount, locale)} />
            <Link
              to={`${FUNDED_ARS}&due_from=${r.from}&due_to=${r.to}`}
              data-count={h.unpaid[key].count}
              data-testid={`partner-unpaid-${key}-link`}
            >
              {t('home.partner.dueCount', { count: h.unpaid[key].count })}
            </Link>
          </Card>
        ))}
      </Flex>
      <Card
        title={t('home.partner.schedule')}
        extra={
          <Flex gap={8} align="center">
            <Button
              icon={<LeftOutlined />}
              aria-label={t('home.partner.previous')}
              onClick={() => go({ date: step(-1) })}
            />
            <Typography.Text data-testid="partner-range">
              {formatDate(range.from, locale)} – {formatDate(range.to, locale)}
            </Typography.Text>
            <Button
              icon={<RightOutlined />}
              aria-label={t('home.partner.next')}
              onClick={() => go({ date: step(1) })}
            />
            <Segmented
              value={view}
              onChange={(v) => go({ view: String(v) })}
              options={[
                { value: 'week', label: t('home.partner.week') },
                { value: 'month', label: t('home.partner.month') },
              ]}
              data-testid="partner-view"
            />
          </Flex>
        }
      >
        <PaymentCalendar home={h} range={range} />
      </Card>
    </Flex>
  );
}
