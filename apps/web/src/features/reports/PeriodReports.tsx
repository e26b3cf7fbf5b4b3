import {
  BUYER_DISCOUNT_COLUMNS,
  BUYER_DISCOUNT_SORT,
  type BuyerDiscountRow,
  REFERRAL_COMMISSION_COLUMNS,
  REFERRAL_COMMISSION_SORT,
  type ReferralCommissionRow,
} from '@arflow/domain/api/reports';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useBuyerDiscount, useReferralCommission } from './api.ts';
import { type Period, PeriodFilter } from './Filters.tsx';
import { LastUpdate } from './LastUpdate.tsx';

/** The start of the current year to today: a period report's first question. */
function thisYear(): Period {
  return { from_date: `${new Date().getFullYear()}-01-01` };
}

/** #buyer-discount: each buyer's discount and platform fee over the period, the page's buyers charted. */
export function BuyerDiscountTab() {
  const { t } = useTranslation();
  const show = useText();
  const [period, setPeriod] = useState(thisYear);
  const paging = usePaging();
  const rows = useBuyerDiscount({ ...paging.body, search_condition: period } as never);
  const data = rows.data?.data ?? [];
  const label = (key: 'discount_income' | 'platform_fee_income') =>
    show(BUYER_DISCOUNT_COLUMNS.find((c) => c.key === key)!.label);
  return (
    <Flex vertical gap={16} data-testid="report-buyer-discount">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PeriodFilter
          value={period}
          onChange={(p) => {
            setPeriod(p);
            paging.set((s) => ({ ...s, page_number: 1 }));
          }}
        />
        <LastUpdate info={rows.data?.object} />
      </Flex>
      <Card size="small">
        <Bar
          title={t('reports.business.charts.buyer-discount')}
          labels={data.map((r) => r.buy_name)}
          series={[
            { label: label('discount_income'), values: data.map((r) => r.discount_income) },
            { label: label('platform_fee_income'), values: data.map((r) => r.platform_fee_income) },
          ]}
          stacked
          horizontal
          money
          height={Math.max(160, data.length * 28)}
          testId="report-buyer-discount-chart"
        />
      </Card>
      <PagedTable<BuyerDiscountRow>
        columns={columnsOf<BuyerDiscountRow>(BUYER_DISCOUNT_COLUMNS)}
        rowKey="buy_id"
        testId="report-buyer-discount"
        sortColumns={BUYER_DISCOUNT_SORT}
        paging={paging}
        rows={rows}
      />
    </Flex>
  );
}

/** #referral-commission: each active referral appendix's commission over the period. */
export function ReferralCommissionTab() {
  const { t } = useTranslation();
  const show = useText();
  const [period, setPeriod] = useState(thisYear);
  const paging = usePaging();
  const rows = useReferralCommission({ ...paging.body, search_condition: period } as never);
  const data = rows.data?.data ?? [];
  return (
    <Flex vertical gap={16} data-testid="report-referral-commission">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PeriodFilter
          value={period}
          onChange={(p) => {
            setPeriod(p);
            paging.set((s) => ({ ...s, page_number: 1 }));
          }}
        />
        <LastUpdate info={rows.data?.object} />
      </Flex>
      <Card size="small">
        <Bar
          title={t('reports.business.charts.referral-commission')}
          labels={data.map((r) => `${r.code} · ${r.partner_name}`)}
          series={[
            {
              label: show(REFERRAL_COMMISSION_COLUMNS.find((c) => c.key === 'commission')!.label),
              values: data.map((r) => r.commission),
            },
          ]}
          horizontal
          money
          height={Math.max(160, data.length * 28)}
          testId="report-referral-commission-chart"
        />
      </Card>
      <PagedTable<ReferralCommissionRow>
        columns={columnsOf<ReferralCommissionRow>(REFERRAL_COMMISSION_COLUMNS)}
        rowKey="appendix_id"
        testId="report-referral-commission"
        sortColumns={REFERRAL_COMMISSION_SORT}
        paging={paging}
        rows={rows}
      />
    </Flex>
  );
}
