import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { LimitHeadroom } from '../../shared/widgets/LimitHeadroom.tsx';
import { CREDIT_LIST, useCreditBuyers, useCreditTotals } from './api.ts';
import { CREDIT_COLUMNS, CREDIT_FILTERS } from './config.ts';

/** The funder's headroom over every programme in force, above the list. */
function Totals() {
  const { t } = useTranslation();
  const totals = useCreditTotals();
  const d = totals.data?.data;
  if (!d) return null;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={24} md={12}>
        <Card size="small">
          <LimitHeadroom
            title={t('creditBuyer.limits.standard')}
            total={d.standard.total}
            used={d.standard.used}
            testId="credit-totals-standard"
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small">
          <LimitHeadroom
            title={t('creditBuyer.limits.earlyPayment')}
            total={d.early_payment.total}
            used={d.early_payment.used}
            testId="credit-totals-early"
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /fun/buyer/credit: buyers with their credit status; filters, sort and page live in the URL. */
export default function CreditListPage() {
  return (
    <ListPage
      id="credit-buyer"
      title="creditBuyer.list.title"
      list={CREDIT_LIST}
      filters={CREDIT_FILTERS}
      columns={CREDIT_COLUMNS}
      useRows={useCreditBuyers}
      tabs={<Totals />}
    />
  );
}
