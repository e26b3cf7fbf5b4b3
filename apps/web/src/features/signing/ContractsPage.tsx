import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import type { SigningDocumentItem } from '@arflow/domain/api/signing';
import { App, Button, Flex, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { downloadSigned, useSigningDocuments } from './api.ts';
import { contractLabel, STAGE_COLOR, STAGE_TEXT } from './labels.ts';
import { openSigning } from './signing-request.ts';

/**
 * manage-contract (buyer, supplier, individual supplier) and contract-management (partner): the
 * company's contracts, whose signature each waits for, signing (when it is the user's turn and
 * right) and download.
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { message } = App.useApp();
  const list = useSigningDocuments();

  const download = async (id: number) => {
    try {
      await downloadSigned(id);
      void message.success(t('signing.downloaded'));
    } catch (err) {
      void message.error(messagesOf(err, f.locale).join(' '));
    }
  };

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="contracts-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('signing.title')}
      </Typography.Title>
      <Table<SigningDocumentItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('signing.empty') }}
        data-testid="contracts-table"
        columns={[
          { key: 'number', title: t('signing.fields.number'), dataIndex: 'number' },
          {
            key: 'type',
            title: t('signing.fields.type'),
            render: (_, r) => contractLabel(r.contract_type, f.locale),
          },
          { key: 'created', title: t('signing.fields.created'), render: (_, r) => f.date(r.created_at) },
          {
            key: 'stage',
            title: t('signing.fields.stage'),
            render: (_, r) => {
              const stage = r.next_party ?? 'DONE';
              return <Tag color={STAGE_COLOR[stage]}>{t(STAGE_TEXT[stage])}</Tag>;
            },
          },
          {
            key: 'actions',
            title: '',
            render: (_, r) => (
              <Space>
                {r.can_sign && (
                  <Button
                    type="primary"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => openSigning(r.id, () => void list.refetch())}
                    data-testid={`contract-sign-${r.id}`}
                  >
                    {t('signing.signAction')}
                  </Button>
                )}
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => void download(r.id)}
                  data-testid={`contract-download-${r.id}`}
                >
                  {t('signing.download')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
