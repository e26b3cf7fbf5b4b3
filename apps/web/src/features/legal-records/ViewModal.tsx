import { DownloadOutlined } from '@ant-design/icons';
import type { LegalRecordItem, LegalRecordKind } from '@arflow/domain/api/legal-records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { download } from '../../shared/api/upload.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { viewLegalRecord } from './api.ts';

/** The base64 answer of the view call as a blob the browser can show. */
function toBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

const SHOWN = /^(application\/pdf|image\/(png|jpeg|gif))$/;

/** Shows a PDF or an image inline; anything else (or a file too large to view) is downloaded. */
export function ViewModal({
  kind,
  record,
  onClose,
}: {
  kind: LegalRecordKind;
  record: LegalRecordItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const view = useQuery({
    queryKey: ['legal-records', kind, 'view', record?.id],
    queryFn: () => viewLegalRecord(kind, record!.id),
    enabled: record !== null,
    staleTime: 60_000,
    retry: false,
  });
  const info = view.data?.file_info;
  const url = useMemo(
    () =>
      info && SHOWN.test(info.content_type)
        ? URL.createObjectURL(toBlob(info.file, info.content_type))
        : null,
    [info],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const save = () =>
    record &&
    download(`/files/${record.file_id}/download`, {}, record.file_name).catch((e: unknown) =>
      dialog.error(e),
    );

  return (
    <Modal
      open={record !== null}
      title={record ? `${t('legalRecords.view.title')}: ${record.file_name}` : ''}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={
        <Button icon={<DownloadOutlined />} onClick={() => void save()} data-testid="legal-view-download">
          {t('legalRecords.actions.download')}
        </Button>
      }
    >
      <div data-testid="legal-view">
        {view.isPending && <Spin />}
        {view.isError && (
          <LoadError error={view.error} onRetry={() => void view.refetch()} testId="legal-view-error" />
        )}
        {info && url && info.content_type === 'application/pdf' && (
          <iframe
            title={info.file_name}
            src={url}
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-testid="legal-view-pdf"
          />
        )}
        {info && url && info.content_type.startsWith('image/') && (
          <img src={url} alt={info.file_name} style={{ maxWidth: '100%' }} data-testid="legal-view-image" />
        )}
        {info && !url && <Alert type="info" message={t('legalRecords.view.noPreview')} />}
        {info && <Typography.Text type="secondary">{info.content_type}</Typography.Text>}
      </div>
    </Modal>
  );
}
