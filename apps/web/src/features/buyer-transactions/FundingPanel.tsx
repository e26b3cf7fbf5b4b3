import { UploadOutlined } from '@ant-design/icons';
import type { FundingRequestItem } from '@arflow/domain/api/buyer-transactions';
import { BUYER_TRANSACTION_CODE_LABELS } from '@arflow/domain/statuses/transaction-codes';
import { Button, Descriptions, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useCanUploadFunding, useFundingDocuments, useUploadFundingDocument } from './api.ts';
import { DocumentList } from './DocumentList.tsx';

/**
 * viewuploadfile (spec §2): the buyer's funding request, its payout proofs and their upload,
 * which the server takes once the request is approved (buyer code 1).
 */
export function FundingPanel({ transId, request }: { transId: number; request: FundingRequestItem }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const docs = useFundingDocuments(transId, true);
  const send = useUploadFundingDocument(transId);
  const canUpload = useCanUploadFunding() && request.buyer_status === 1;
  const [progress, setProgress] = useState<number | null>(null);
  const label = BUYER_TRANSACTION_CODE_LABELS[request.buyer_status as 0];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="buyer-funding-panel">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('buyerTransactions.funding.amount')}>
          {f.vnd(request.amount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('buyerTransactions.fields.buyer_status')}>
          {label ? <StatusTag status={label} code={String(request.buyer_status)} /> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('buyerTransactions.funding.opened_at')}>
          {f.dateTime(request.opened_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('buyerTransactions.funding.disbursed_at')}>
          {f.dateTime(request.disbursed_at)}
        </Descriptions.Item>
        {request.reason ? (
          <Descriptions.Item label={t('buyerTransactions.reject.reason')} span={2}>
            {request.reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <DocumentList transId={transId} documents={docs.data?.data ?? []} kind="funding-document" />
      {canUpload ? (
        <Upload
          accept=".pdf,.png,.jpg,.jpeg,.gif"
          showUploadList={false}
          customRequest={({ file }) => {
            setProgress(0);
            send({ file: file as File, locale, onProgress: setProgress })
              .catch((e) => dialog.error(e))
              .finally(() => setProgress(null));
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="buyer-funding-upload">
            {t('buyerTransactions.funding.upload')}
          </Button>
        </Upload>
      ) : null}
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
    </Space>
  );
}
