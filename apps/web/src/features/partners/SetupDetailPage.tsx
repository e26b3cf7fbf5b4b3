import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useSetupInfo } from './api.ts';
import { BanksPanel } from './BanksPanel.tsx';
import { pathOfForm } from './kinds.ts';
import { AccountType, KindLabel } from './labels.tsx';

/**
 * /fun/partner/{corporate|person|individual}/setup/:id (spec §7 GET /partner-setup/{id}/info):
 * what the funder sets up to operate with the partner: its kind, its account (a partner, or the
 * combined partner-supplier account that also sells receivables) and the bank accounts payments
 * go to. The registration itself is edited on the partner's page, linked here.
 */
export default function SetupDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const info = useSetupInfo(id);

  const loaded = recordState(id, info, 'partner-setup');
  if ('view' in loaded) return loaded.view;
  const p = loaded.data.data;
  const combined = p.type === 'DOITAC_NCC';
  return (
    <div data-testid="partner-setup-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {p.code} — {p.name}
          </Typography.Title>
          <StatusTag status={PARTNER_LEAD_STATUS_LABELS[p.status]} code={p.status} />
          <AccountType type={p.type} />
        </Space>
        <Link to={`/fun/partner/${pathOfForm(p.partner_form)}/${p.id}`}>
          <Button data-testid="partner-setup-open-record">{t('partners.setup.openRecord')}</Button>
        </Link>
      </Flex>
      {combined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('partners.setup.combinedTitle')}
          description={t('partners.setup.combinedText')}
          data-testid="partner-setup-combined"
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('partners.setup.account')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('partners.fields.partner_kind')}>
                <KindLabel kind={p.partner_kind} />
              </Descriptions.Item>
              <Descriptions.Item label={t('partners.fields.account_type')}>
                <AccountType type={p.type} />
              </Descriptions.Item>
              <Descriptions.Item label={t('partners.fields.mst')}>{p.mst}</Descriptions.Item>
              {p.partner_form === 'PERSON' && (
                <Descriptions.Item label={t('partners.fields.id_card_number')}>
                  {p.id_card_number}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('partners.fields.address')}>{p.address}</Descriptions.Item>
              <Descriptions.Item label={t('partners.fields.email1')}>{p.email1}</Descriptions.Item>
              <Descriptions.Item label={t('partners.fields.tel_no')}>{p.tel_no}</Descriptions.Item>
              <Descriptions.Item label={t('partners.fields.updated_at')}>
                {f.dateTime(p.updated_at)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <BanksPanel id={p.id} />
        </Col>
      </Row>
    </div>
  );
}
