import { DownloadOutlined } from '@ant-design/icons';
import type { BuyerTransactionDocument } from '@arflow/domain/api/buyer-transactions';
import { Button, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { downloadDocument } from './api.ts';

/** Documents with their group, signed date and a download (view-file-docs, viewuploadfile). */
export function DocumentList({
  transId,
  documents,
  kind,
}: {
  transId: number;
  documents: readonly BuyerTransactionDocument[];
  kind: 'documents' | 'funding-document';
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  if (documents.length === 0) return <Empty description={t('buyerTransactions.docs.none')} />;
  return (
    <List
      size="small"
      dataSource={[...documents]}
      data-testid={`buyer-${kind}-list`}
      renderItem={(d) => (
        <List.Item
          actions={[
            <Button
              key="dl"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadDocument(transId, d.id, kind, d.original_name).catch((e) => dialog.error(e))
              }
            >
              {t('buyerTransactions.docs.download')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={d.doc_name}
            description={[
              d.original_name,
              d.signed_date ? `${t('buyerTransactions.docs.signed_date')}: ${f.date(d.signed_date)}` : null,
              f.dateTime(d.created_at),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </List.Item>
      )}
    />
  );
}
