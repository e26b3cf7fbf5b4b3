import {
  PARTNER_TRADING_COLUMNS,
  PARTNER_TRADING_FIGURES,
  type PartnerTradingItem,
} from '@arflow/domain/api/partner-trading';
import { PARTNER_KIND_NAMES } from '@arflow/domain/api/partners';
import { PARTNER_FORMS } from '@arflow/domain/statuses/company';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Bar } from '../../shared/charts/index.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { keywordFilter } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { PageHeader } from '../../shared/widgets/PageHeader.tsx';
import { TRADING_LIST, tradingRequest, useTopOutstanding, useTradingRows, useTradingSummary } from './api.ts';

const TABLE = '/fun/partner-trading/table-partner';
/** A partner's own page on the funder's side, by its form. */
const partnerPage = (row: PartnerTradingItem) =>
  `/fun/partner/${row.partner_form === 'PERSON' ? 'person' : 'corporate'}/${row.id}`;

const COLUMNS = columnsOf<PartnerTradingItem>(PARTNER_TRADING_COLUMNS, {
  partner_code: { link: partnerPage },
});

/** The summary's figures, named as the table's columns. */
const FIGURE_LABELS = {
  funded_amount: 'partnerTrading.fields.funded_amount',
  guaranteed_amount: 'partnerTrading.fields.guaranteed_amount',
  referred_amount: 'partnerTrading.fields.referred_amount',
  lent_amount: 'partnerTrading.fields.lent_amount',
  outstanding_amount: 'partnerTrading.fields.outstanding_amount',
} as const satisfies Record<(typeof PARTNER_TRADING_FIGURES)[number], TextKey>;

const FILTERS = [
  keywordFilter('partnerTrading'),
  {
    kind: 'select',
    name: 'partner_kind',
    label: 'partnerTrading.filters.partner_kind',
    options: Object.entries(PARTNER_KIND_NAMES).map(([value, label]) => ({ value, label: label as TextKey })),
  },
  {
    kind: 'select',
    name: 'partner_form',
    label: 'partnerTrading.filters.partner_form',
    options: PARTNER_FORMS.map((f) => ({ value: f, label: `partnerTrading.filters.forms.${f}` as const })),
  },
] as const;

/** /fun/partner-trading/table-partner: every partner with its figures, sorted on any of them. */
export function PartnerTablePage() {
  return (
    <ListPage
      id="partner-trading"
      title="partnerTrading.list.title"
      list={TRADING_LIST}
      filters={FILTERS}
      columns={COLUMNS}
      useRows={useTradingRows}
      request={tradingRequest}
    />
  );
}

/**
 * /fun/partner-trading: the funder's trading with its partners in total, and the ten partners it
 * owes most as a chart whose bars open the partner's page.
 */
export function PartnerTradingPage() {
  const { t } = useTranslation();
  const { vnd } = useFormat();
  const summary = useTradingSummary();
  const top = useTopOutstanding();
  const rows = top.data?.data ?? [];
  return (
    <div data-testid="partner-trading-page">
      <PageHeader title={t('partnerTrading.title')}>
        <Link to={TABLE}>
          <Button type="primary" data-testid="partner-trading-table-link">
            {t('partnerTrading.summary.table')}
          </Button>
        </Link>
      </PageHeader>
      <Flex vertical gap={16}>
        <Card title={t('partnerTrading.summary.figures')} loading={summary.isPending}>
          {summary.error ? (
            <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
          ) : (
            summary.data && (
              <Descriptions
                column={{ xs: 1, md: 2, xl: 3 }}
                size="small"
                data-testid="partner-trading-summary"
              >
                <Descriptions.Item label={t('partnerTrading.fields.partners')}>
                  <Link to={TABLE}>{summary.data.data.partners}</Link>
                </Descriptions.Item>
                {PARTNER_TRADING_FIGURES.map((k) => (
                  <Descriptions.Item key={k} label={t(FIGURE_LABELS[k])}>
                    <span data-testid={`partner-trading-${k}`}>{vnd(summary.data.data[k])}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )
          )}
        </Card>
        <Card title={t('partnerTrading.summary.chart')} loading={top.isPending}>
          {top.error ? (
            <LoadError error={top.error} onRetry={() => void top.refetch()} />
          ) : (
            <Bar
              title={t('partnerTrading.summary.chart')}
              testId="partner-trading-chart"
              money
              horizontal
              height={Math.max(120, 40 * rows.length + 48)}
              labels={rows.map((r) => r.partner_name)}
              series={[
                {
                  label: t('partnerTrading.fields.outstanding_amount'),
                  values: rows.map((r) => r.outstanding_amount),
                },
              ]}
              hrefs={rows.map(partnerPage)}
            />
          )}
        </Card>
      </Flex>
    </div>
  );
}
