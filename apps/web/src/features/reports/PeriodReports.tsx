import type { ListColumn } from '@arflow/domain/api/paging';
import {
  BUYER_DISCOUNT_COLUMNS,
  BUYER_DISCOUNT_SORT,
  type BuyerDiscountRow,
  type LastUpdate as LastUpdateInfo,
  REFERRAL_COMMISSION_COLUMNS,
  REFERRAL_COMMISSION_SORT,
  type ReferralCommissionRow,
} from '@arflow/domain/api/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { type PeriodListBody, useBuyerDiscount, useReferralCommission } from './api.ts';
import { type Period, PeriodFilter } from './Filters.tsx';
import { LastUpdate } from './LastUpdate.tsx';

type Answer<Row> = {
  data: Row[];
  page_info: { total_page: number; total_record: number };
  object: LastUpdateInfo;
};

/**
 * A period report: the period (this year so far at first), the page's rows charted as bars,
 * the paged table of the report's declared columns (as an export will write them), its last update.
 */
function PeriodReport<Row extends object>(props: {
  id: string;
  /** The report's query hook. */
  useRows: (body: PeriodListBody) => UseQueryResult<Answer<Row>>;
  columns: readonly ListColumn<keyof Row & string>[];
  sortColumns: readonly string[];
  rowKey: keyof Row & string;
  chart: {
    title: string;
    label: (row: Row) => string;
    series: readonly (keyof Row & string)[];
    stacked?: boolean;
  };
}) {
  const { useRows } = props;
  const show = useText();
  const [period, setPeriod] = useState<Period>(() => ({ from_date: `${new Date().getFullYear()}-01-01` }));
  const paging = usePaging();
  const rows = useRows({ ...paging.body, search_condition: period });
  const data = rows.data?.data ?? [];
  return (
    <Flex vertical gap={16} data-testid={`report-${props.id}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PeriodFilter
          value={period}
          onChange={(p) => {
            setPeriod(p);
            paging.set((s) => ({ ...s, page_number: 1 }));
          }}
        />
        <Flex gap={8} align="center" wrap>
          <LastUpdate info={rows.data?.object} />
          <ExportButton
            request={{
              path: `/report-management/${props.id}`,
              body: { ...paging.body, search_condition: period },
            }}
            testId={`report-${props.id}`}
          />
        </Flex>
      </Flex>
      <Card size="small">
        <Bar
          title={props.chart.title}
          labels={data.map(props.chart.label)}
          series={props.chart.series.map((key) => ({
            label: show(props.columns.find((c) => c.key === key)!.label),
            values: data.map((r) => Number(r[key])),
          }))}
          stacked={props.chart.stacked}
          horizontal
          money
          height={Math.max(160, data.length * 28)}
          testId={`report-${props.id}-chart`}
        />
      </Card>
      <PagedTable<Row>
        columns={columnsOf<Row>(props.columns)}
        rowKey={props.rowKey}
        testId={`report-${props.id}`}
        sortColumns={props.sortColumns}
        paging={paging}
        rows={rows}
      />
    </Flex>
  );
}

/** #buyer-discount: each buyer's discount and platform fee over the period. */
export function BuyerDiscountTab() {
  const { t } = useTranslation();
  return (
    <PeriodReport<BuyerDiscountRow>
      id="buyer-discount"
      useRows={useBuyerDiscount}
      columns={BUYER_DISCOUNT_COLUMNS}
      sortColumns={BUYER_DISCOUNT_SORT}
      rowKey="buy_id"
      chart={{
        title: t('reports.business.charts.buyer-discount'),
        label: (r) => r.buy_name,
        series: ['discount_income', 'platform_fee_income'],
        stacked: true,
      }}
    />
  );
}

/** #referral-commission: each active referral appendix's commission over the period. */
export function ReferralCommissionTab() {
  const { t } = useTranslation();
  return (
    <PeriodReport<ReferralCommissionRow>
      id="referral-commission"
      useRows={useReferralCommission}
      columns={REFERRAL_COMMISSION_COLUMNS}
      sortColumns={REFERRAL_COMMISSION_SORT}
      rowKey="appendix_id"
      chart={{
        title: t('reports.business.charts.referral-commission'),
        label: (r) => `${r.code} · ${r.partner_name}`,
        series: ['commission'],
      }}
    />
  );
}
