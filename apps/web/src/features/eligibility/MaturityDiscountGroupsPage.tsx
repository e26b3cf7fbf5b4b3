import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { BuyerCreditLinks } from '../../shared/widgets/BuyerCreditLinks.tsx';
import { EarlyRatesPanel } from './early-rates/EarlyRatesPanel.tsx';

/** /fun/buyer/credit/:id/maturity-discount-groups: a buyer's early-payment discount (early-interest-rate) groups. */
export default function MaturityDiscountGroupsPage() {
  const { t } = useTranslation();
  const buyId = Number(useParams().id);
  if (!Number.isSafeInteger(buyId) || buyId <= 0) return <NotFoundPage />;
  return (
    <div data-testid="maturity-discount-groups-page">
      <Typography.Title level={3}>{t('eligibility.rates.title')}</Typography.Title>
      <BuyerCreditLinks buyerId={buyId} />
      <EarlyRatesPanel buyId={buyId} />
    </div>
  );
}
