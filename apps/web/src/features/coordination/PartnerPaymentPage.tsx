import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { usePartnerPayment } from './api.ts';
import { NoticesTable } from './NoticesTable.tsx';
import { useScreenTitle } from './title.ts';

/** /fun/partner-payment/{corporate,individual}/:id: the partner, its programmes in force, its notices. */
export default function PartnerPaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const title = useScreenTitle();
  const id = Number(useParams().id);
  const detail = usePartnerPayment(id);
  const d = detail.data;
  return (
    <div data-testid="partner-payment-page">
      <Typography.Title level={3}>
        {title}
        {d ? `: ${d.data.name}` : ''}
      </Typography.Title>
      {d && (
        <Card style={{ marginBottom: 16 }}>
          <Descriptions column={1} size="small" bordered>
            {d.programs.map((p) => (
              <Descriptions.Item key={p.id} label={`${p.kind} v${p.version}`}>
                {t('coordination.fields.limit_amount')}: {f.vnd(p.limit_amount)} ·{' '}
                {t('coordination.fields.rate')}: {f.rate(p.rate)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      )}
      <Card>
        <NoticesTable
          path="/partner-payment/funding/list-payment-notice"
          testId="partner-notices"
          filters={{ partner_id: id }}
        />
      </Card>
    </div>
  );
}
