import type { SupplierHome } from '@arflow/domain/api/supplier-home';
import { formatMoney } from '@arflow/domain/format';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { Bar, Doughnut, type Figure, FigureLinks } from '../../shared/charts/index.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { useSupplierHome } from './api.ts';

/** Each figure's words, named literally so the key check sees them. */
const BUCKET: Record<SupplierHome['ar_by_maturity'][number]['bucket'], TextKey> = {
  PAST: 'supplierHome.maturity.buckets.PAST',
  D30: 'supplierHome.maturity.buckets.D30',
  D60: 'supplierHome.maturity.buckets.D60',
  D90: 'supplierHome.maturity.buckets.D90',
  LATER: 'supplierHome.maturity.buckets.LATER',
};
const ACTION: Record<SupplierHome['actions'][number]['view'], TextKey> = {
  createnewtab: 'supplierHome.actions.createnewtab',
  uploadfile: 'supplierHome.actions.uploadfile',
  viewfiledoc: 'supplierHome.actions.viewfiledoc',
};
const MONEY: Record<SupplierHome['money'][number]['kind'], TextKey> = {
  received: 'supplierHome.money.received',
  due: 'supplierHome.money.due',
};

/** A list link of the supplier's area with its filters ('/sup/trading?status=OVERDUE'). */
function listHref(path: string, filters: Record<string, string | null | undefined> = {}, hash = '') {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  const search = q.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

function Panel(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card size="small" title={props.title} data-testid={props.testId} style={{ height: '100%' }}>
      {props.children}
    </Card>
  );
}

/** The supplier's limits per buyer: used and available stacked, each buyer linking to its transactions. */
function Limits({ d, area }: { d: SupplierHome; area: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const buyers = d.limits.buyers;
  if (buyers.length === 0) return <Empty description={t('supplierHome.limits.none')} />;
  const hrefs = buyers.map((b) => listHref(`${area}/transeachtime`, { buy_id: String(b.buy_id) }));
  return (
    <>
      <Bar
        title={t('supplierHome.limits.title')}
        testId="supplier-home-limits-chart"
        money
        horizontal
        stacked
        height={Math.max(120, 48 * buyers.length + 48)}
        labels={buyers.map((b) => b.buy_name)}
        series={[
          { label: t('supplierHome.limits.used'), values: buyers.map((b) => b.used_limit) },
          { label: t('supplierHome.limits.available'), values: buyers.map((b) => b.available_limit) },
        ]}
        hrefs={hrefs}
      />
      <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
        {buyers.map((b, i) => (
          <li key={b.buy_id} data-testid={`supplier-home-limit-${b.buy_id}`}>
            <Link to={hrefs[i]!} title={t('supplierHome.limits.transactions')}>
              {b.buy_name}
            </Link>
            <Typography.Text type="secondary">
              {' · '}
              {t('supplierHome.limits.total')} {formatMoney(b.total_limit, locale)} ·{' '}
              {t('supplierHome.limits.used')} {formatMoney(b.used_limit, locale)} ·{' '}
              {t('supplierHome.limits.available')}{' '}
              <strong data-testid={`supplier-home-limit-${b.buy_id}-available`}>
                {formatMoney(b.available_limit, locale)}
              </strong>
            </Typography.Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Receivables by status: a doughnut of the counts and each status as a link to the trading list. */
function ByStatus({ d, area }: { d: SupplierHome; area: string }) {
  const { t } = useTranslation();
  const show = useText();
  const rows = d.ar_by_status.filter((s) => s.count > 0);
  if (rows.length === 0) return <Empty description={t('supplierHome.empty')} />;
  const figures: Figure[] = rows.map((s) => ({
    key: s.status,
    label: show(RECEIVABLE_STATUS_LABELS[s.status].label),
    count: s.count,
    amount: s.ar_amount,
    href: listHref(`${area}/trading`, { status: s.status }),
  }));
  return (
    <>
      <Doughnut
        title={t('supplierHome.byStatus.title')}
        testId="supplier-home-status-chart"
        legend="bottom"
        height={300}
        labels={figures.map((f) => f.label)}
        values={figures.map((f) => f.count)}
        hrefs={figures.map((f) => f.href)}
      />
      <FigureLinks figures={figures} testId="supplier-home-status" />
    </>
  );
}

/** Open receivables by maturity bucket: bars of their amounts, each bucket linking to its dates. */
function ByMaturity({ d, area }: { d: SupplierHome; area: string }) {
  const { t } = useTranslation();
  const figures: Figure[] = d.ar_by_maturity.map((b) => ({
    key: b.bucket,
    label: t(BUCKET[b.bucket]),
    count: b.count,
    amount: b.ar_amount,
    href: listHref(`${area}/trading`, { open: 'true', due_from: b.due_from, due_to: b.due_to }),
  }));
  return (
    <>
      <Bar
        title={t('supplierHome.maturity.title')}
        testId="supplier-home-maturity-chart"
        money
        labels={figures.map((f) => f.label)}
        series={[{ label: t('supplierHome.maturity.amount'), values: figures.map((f) => f.amount ?? 0) }]}
        hrefs={figures.map((f) => f.href)}
      />
      <FigureLinks figures={figures} testId="supplier-home-maturity" />
    </>
  );
}

/** Advances received and due: the two totals with their unit, and each stage linking to its transactions. */
function Money({ d, area }: { d: SupplierHome; area: string }) {
  const { t } = useTranslation();
  const show = useText();
  const { locale } = useFormat();
  const total = (kind: 'received' | 'due') =>
    d.money.filter((m) => m.kind === kind).reduce((s, m) => s + m.amount, 0);
  const stages = d.money.map((m) => show(TRANSACTION_STAGE_LABELS[m.status].label));
  const figures: Figure[] = d.money.map((m, i) => ({
    key: m.status,
    label: `${t(MONEY[m.kind])} · ${stages[i]}`,
    count: m.count,
    amount: m.amount,
    href: listHref(`${area}/transeachtime`, { status: m.status }),
  }));
  return (
    <>
      <Flex gap={32} wrap>
        {(['received', 'due'] as const).map((kind) => (
          <Statistic
            key={kind}
            title={t(MONEY[kind])}
            value={formatMoney(total(kind), locale)}
            data-testid={`supplier-home-money-${kind}`}
          />
        ))}
      </Flex>
      {d.money.some((m) => m.amount > 0) ? (
        <Bar
          title={t('supplierHome.money.title')}
          testId="supplier-home-money-chart"
          money
          height={180}
          labels={stages}
          series={[{ label: t('supplierHome.money.amount'), values: figures.map((f) => f.amount ?? 0) }]}
          hrefs={figures.map((f) => f.href)}
        />
      ) : (
        // A chart of zeros is an empty frame with a '1 đ' axis: say there is nothing yet instead.
        <Empty description={t('supplierHome.money.none')} data-testid="supplier-home-money-empty" />
      )}
      <FigureLinks figures={figures} testId="supplier-home-money" />
    </>
  );
}

/**
 * /sup/home and /indsup/home (spec §2, issue 22): what needs the supplier now, its limits per
 * buyer, its receivables by status and maturity, and the advances received and due. Every
 * figure links to the list behind it with that filter applied, and counts what that list shows
 * (GET /supplier/statistic/home, decision 0078 b).
 */
export default function SupplierHomePage() {
  const { t } = useTranslation();
  const area = useLocation().pathname.startsWith('/indsup') ? '/indsup' : '/sup';
  const q = useSupplierHome();
  if (q.isPending) return <Loading testId="supplier-home-loading" />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} testId="supplier-home" />;
  const d = q.data.data;
  return (
    <div data-testid="supplier-home-page">
      <Typography.Title level={3}>{t('supplierHome.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Panel title={t('supplierHome.actions.title')} testId="supplier-home-actions-panel">
            <Flex gap={32} wrap>
              {d.actions.map((a) => (
                <Link
                  key={a.view}
                  to={listHref(`${area}/transeachtime`, {}, a.view)}
                  data-testid={`supplier-home-action-${a.view}`}
                  data-count={a.count}
                >
                  <Statistic title={t(ACTION[a.view])} value={a.count} />
                </Link>
              ))}
            </Flex>
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('supplierHome.limits.title')} testId="supplier-home-limits-panel">
            <Limits d={d} area={area} />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('supplierHome.money.title')} testId="supplier-home-money-panel">
            <Money d={d} area={area} />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('supplierHome.byStatus.title')} testId="supplier-home-by-status-panel">
            <ByStatus d={d} area={area} />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('supplierHome.maturity.title')} testId="supplier-home-by-maturity-panel">
            <ByMaturity d={d} area={area} />
          </Panel>
        </Col>
      </Row>
    </div>
  );
}
