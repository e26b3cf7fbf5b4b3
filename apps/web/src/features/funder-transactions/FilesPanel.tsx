import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FUNDER_DOC_GROUPS } from '@arflow/domain/api/funder-transactions';
import { Button, Card, DatePicker, List, Space, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { type DocGroup, useDeleteFile, useFiles, useUploadFile } from './api.ts';
import { GROUP_LABELS } from './config.ts';

function GroupFiles({ id, group, canEdit }: { id: number; group: DocGroup; canEdit: boolean }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const files = useFiles(id, group);
  const upload = useUploadFile(id);
  const remove = useDeleteFile();
  const [signed, setSigned] = useState<Dayjs | null>(null);
  const send = async (file: File) => {
    try {
      await upload.mutateAsync({ group, file, signed_date: signed?.format('YYYY-MM-DD') });
    } catch (e) {
      await dialog.error(e);
    }
  };
  return (
    <Card
      size="small"
      title={t(GROUP_LABELS[group])}
      data-testid={`files-${group}`}
      extra={
        canEdit && (
          <Space>
            {group !== 'CA' && (
              <DatePicker
                size="small"
                value={signed}
                onChange={setSigned}
                placeholder={t('funderTransactions.files.signedDate')}
                data-testid={`files-${group}-signed`}
              />
            )}
            <Upload
              showUploadList={false}
              accept=".pdf,.png,.jpg,.jpeg,.gif"
              beforeUpload={(file) => {
                void send(file);
                return false;
              }}
            >
              <Button
                size="small"
                icon={<UploadOutlined />}
                loading={upload.isPending}
                data-testid={`files-${group}-upload`}
              >
                {t('funderTransactions.files.upload')}
              </Button>
            </Upload>
          </Space>
        )
      }
    >
      <List
        size="small"
        locale={{ emptyText: t('funderTransactions.files.none') }}
        dataSource={files.data?.data ?? []}
        renderItem={(doc) => (
          <List.Item
            actions={
              canEdit
                ? [
                    <Button
                      key="delete"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('funderTransactions.files.delete')}
                      onClick={async () => {
                        if (await dialog.confirm(t('funderTransactions.files.deleteConfirm'))) {
                          await remove.mutateAsync(doc.id).catch((e) => dialog.error(e));
                        }
                      }}
                    />,
                  ]
                : []
            }
          >
            <Space>
              <Typography.Text>{doc.doc_name}</Typography.Text>
              {doc.signed_date && <Typography.Text type="secondary">{doc.signed_date}</Typography.Text>}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** CA, contract, invoice and other files of a transaction; credit staff add and remove them. */
export function FilesPanel({ id, canEdit }: { id: number; canEdit: boolean }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {FUNDER_DOC_GROUPS.map((g) => (
        <GroupFiles key={g} id={id} group={g} canEdit={canEdit} />
      ))}
    </Space>
  );
}
