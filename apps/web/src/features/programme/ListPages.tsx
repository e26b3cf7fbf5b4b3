import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { investOrderList, lendingPackRatingList, promotionList, useCanSetPromotions } from './api.ts';
import {
  INVEST_ORDER_COLUMNS_WEB,
  KEYWORD_FILTER,
  LENDING_PACK_FILTERS,
  LENDING_PACK_RATING_COLUMNS_WEB,
  PROMOTION_COLUMNS_WEB,
  PROMOTION_FILTERS,
} from './config.ts';

/** /fun/program-setup/promotion: every promotion, by id (spec §9), with its export. */
export function PromotionListPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      id="promotions"
      title="programme.promotion.title"
      list={{ filters: ['keyword', 'status'], sortColumns: PROMOTION_COLUMNS_WEB.map((c) => c.key) }}
      filters={PROMOTION_FILTERS}
      columns={PROMOTION_COLUMNS_WEB}
      useRows={promotionList.useRows}
      request={promotionList.request}
      actions={
        useCanSetPromotions() && (
          <Link to="/fun/program-setup/promotion/add">
            <Button type="primary" icon={<PlusOutlined />} data-testid="promotions-add">
              {t('programme.promotion.add')}
            </Button>
          </Link>
        )
      }
    />
  );
}

/** /fun/program-setup/invest-order: the funding partners' orders on transactions. */
export function InvestOrderPage() {
  return (
    <ListPage
      id="invest-orders"
      title="programme.investOrder.title"
      list={{ filters: ['keyword'], sortColumns: INVEST_ORDER_COLUMNS_WEB.map((c) => c.key) }}
      filters={KEYWORD_FILTER}
      columns={INVEST_ORDER_COLUMNS_WEB}
      useRows={investOrderList.useRows}
      request={investOrderList.request}
    />
  );
}

/** /fun/program-setup/lending-pack/detail-pack: every lending pack's ratings, partners and quotes. */
export function LendingPackRatingsPage() {
  return (
    <ListPage
      id="lending-pack-ratings"
      title="programme.lendingPack.ratingsLink"
      list={{
        filters: ['keyword', 'status'],
        sortColumns: LENDING_PACK_RATING_COLUMNS_WEB.map((c) => c.key),
      }}
      filters={LENDING_PACK_FILTERS}
      columns={LENDING_PACK_RATING_COLUMNS_WEB}
      useRows={lendingPackRatingList.useRows}
      request={lendingPackRatingList.request}
    />
  );
}
