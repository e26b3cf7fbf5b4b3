import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { investOrderList, lendingPackRatingList, promotionList, useCanSetPromotions } from './api.ts';
import {
  INVEST_ORDER_COLUMNS_WEB,
  KEYWORD_FILTER,
  LENDING_PACK_FILTERS,
  LENDING_PACK_RATING_COLUMNS_WEB,
  PROMOTION_COLUMNS_WEB,
  PROMOTION_FILTERS,
} from './config.ts';
import { ProgrammeListPage } from './ProgrammeListPage.tsx';

/** /fun/program-setup/promotion: every promotion, by id (spec §9), with its export. */
export function PromotionListPage() {
  const { t } = useTranslation();
  return (
    <ProgrammeListPage
      id="promotions"
      title="programme.promotion.title"
      filters={PROMOTION_FILTERS}
      columns={PROMOTION_COLUMNS_WEB}
      source={promotionList}
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
    <ProgrammeListPage
      id="invest-orders"
      title="programme.investOrder.title"
      filters={KEYWORD_FILTER}
      columns={INVEST_ORDER_COLUMNS_WEB}
      source={investOrderList}
    />
  );
}

/** /fun/program-setup/lending-pack/detail-pack: every lending pack's ratings, partners and quotes. */
export function LendingPackRatingsPage() {
  return (
    <ProgrammeListPage
      id="lending-pack-ratings"
      title="programme.lendingPack.ratingsLink"
      filters={LENDING_PACK_FILTERS}
      columns={LENDING_PACK_RATING_COLUMNS_WEB}
      source={lendingPackRatingList}
    />
  );
}
