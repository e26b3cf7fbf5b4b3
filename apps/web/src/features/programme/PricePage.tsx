import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { discountRateRequest, priceList, useDiscountRates } from './api.ts';
import { DISCOUNT_RATE_COLUMNS_WEB, KEYWORD_FILTER, PRICE_COLUMNS_WEB } from './config.ts';
import { ProgrammeListPage } from './ProgrammeListPage.tsx';

/**
 * /fun/program-setup/price: each buyer's prices in force, then each supplier's agreed discount
 * rate on each buyer with the promotion in force and the rate its quote uses today.
 */
export default function PricePage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const rates = useDiscountRates(paging.body);
  return (
    <>
      <ProgrammeListPage
        id="programme-price"
        title="programme.price.title"
        filters={KEYWORD_FILTER}
        columns={PRICE_COLUMNS_WEB}
        source={priceList}
      />
      <Card title={t('programme.price.rates')} size="small" style={{ marginTop: 16 }}>
        <PagedTable
          testId="programme-rates"
          rowKey="id"
          columns={DISCOUNT_RATE_COLUMNS_WEB}
          sortColumns={DISCOUNT_RATE_COLUMNS_WEB.map((c) => c.key)}
          paging={paging}
          rows={rates}
          request={discountRateRequest(paging.body)}
        />
      </Card>
    </>
  );
}
