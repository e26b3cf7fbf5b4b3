import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Flex, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { useMyCertificates, useRequestOtp, useSign, useSigningDocument } from './api.ts';
import { contractLabel } from './labels.ts';
import { closeSigning } from './signing-request.ts';

/**
 * The contract-signing modal (spec §2): pick a certificate, receive a 6-digit OTP by e-mail,
 * confirm. The server checks the right to sign, the turn and the code again.
 */
export default function SigningModal({
  documentId,
  contractId,
  onSigned,
}: {
  documentId: number;
  contractId?: number | undefined;
  onSigned?: (() => void) | undefined;
}) {
  const ready = useModuleTexts('signing');
  const { t } = useTranslation();
  const f = useFormat();
  const { message } = App.useApp();
  const doc = useSigningDocument(documentId);
  const certs = useMyCertificates();
  const [certificate, setCertificate] = useState<number | undefined>();
  const [otp, setOtp] = useState('');
  const requestOtp = useRequestOtp(documentId, contractId);
  const sign = useSign(documentId, contractId);
  const chosen = certificate ?? certs.data?.data[0]?.id;
  const error = requestOtp.error ?? sign.error ?? doc.error ?? certs.error;

  const submit = async () => {
    if (!chosen) return;
    await sign.mutateAsync({ certificate_id: chosen, otp });
    void message.success(t('signing.modal.signed'));
    onSigned?.();
    closeSigning();
  };

  return (
    <Modal
      open
      title={ready ? t('signing.modal.title') : ''}
      onCancel={closeSigning}
      footer={null}
      destroyOnHidden
      data-testid="signing-modal"
    >
      {ready && (
        <Flex vertical gap={16}>
          {doc.data && (
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('signing.fields.type')}>
                {contractLabel(doc.data.data.contract_type, f.locale)}
              </Descriptions.Item>
              <Descriptions.Item label={t('signing.fields.number')}>{doc.data.data.number}</Descriptions.Item>
            </Descriptions>
          )}
          {certs.data && certs.data.data.length === 0 ? (
            <Alert type="warning" showIcon title={t('signing.modal.noCertificate')} />
          ) : (
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('signing.modal.certificate')}</Typography.Text>
              <Select
                value={chosen}
                loading={certs.isPending}
                onChange={setCertificate}
                data-testid="signing-certificate"
                aria-label={t('signing.modal.certificate')}
                options={(certs.data?.data ?? []).map((c) => ({
                  value: c.id,
                  label: (
                    <Space>
                      <SafetyCertificateOutlined />
                      <span>{c.subject}</span>
                      <Tag>{t(c.kind === 'SIGNER' ? 'signing.kind.SIGNER' : 'signing.kind.COMPANY')}</Tag>
                    </Space>
                  ),
                }))}
              />
              {chosen && (
                <Typography.Text type="secondary">
                  {t('signing.modal.validUntil', {
                    date: f.date(certs.data?.data.find((c) => c.id === chosen)?.not_after),
                  })}
                </Typography.Text>
              )}
            </Flex>
          )}
          <Flex gap={8} align="center" wrap>
            <Button
              onClick={() => chosen && requestOtp.mutate(chosen)}
              loading={requestOtp.isPending}
              disabled={!chosen}
              data-testid="signing-send-otp"
            >
              {t(requestOtp.data ? 'signing.modal.resendOtp' : 'signing.modal.sendOtp')}
            </Button>
            {requestOtp.data && (
              <Typography.Text type="success" data-testid="signing-otp-sent">
                {t('signing.modal.otpSent', {
                  email: requestOtp.data.data.sent_to,
                  time: f.dateTime(requestOtp.data.data.expires_at),
                })}
              </Typography.Text>
            )}
          </Flex>
          {requestOtp.data && (
            <Input
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('signing.modal.otpPlaceholder')}
              aria-label={t('signing.modal.otp')}
              data-testid="signing-otp"
            />
          )}
          {error && <Alert type="error" showIcon title={messagesOf(error, f.locale).join(' ')} />}
          <Flex justify="end" gap={8}>
            <Button onClick={closeSigning}>{t('signing.modal.cancel')}</Button>
            <Button
              type="primary"
              disabled={!chosen || otp.length !== 6}
              loading={sign.isPending}
              onClick={() => void submit().catch(() => {})}
              data-testid="signing-confirm"
            >
              {t('signing.modal.sign')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
