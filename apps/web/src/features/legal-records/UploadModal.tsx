import { InboxOutlined } from '@ant-design/icons';
import type { LegalRecordKind } from '@arflow/domain/api/legal-records';
import {
  LEGAL_DOC_TYPE_LABELS,
  LEGAL_DOC_TYPES,
  type LegalDocType,
} from '@arflow/domain/statuses/legal-record';
import { Form, Modal, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useUploadLegalRecord } from './api.ts';

/**
 * Upload of legal records: the kind of paper first (the server reads it before the files), then
 * one or more files, each sent as its own request with its progress bar and its own error
 * (a refused file does not stop the others).
 */
export function UploadModal({
  kind,
  entId,
  open,
  onClose,
}: {
  kind: LegalRecordKind;
  entId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const show = useText();
  const send = useUploadLegalRecord(kind, entId);
  const [docType, setDocType] = useState<LegalDocType | undefined>();
  const [files, setFiles] = useState<UploadFile[]>([]);

  const close = () => {
    setFiles([]);
    setDocType(undefined);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('legalRecords.upload.title')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      data-testid="legal-upload-modal"
    >
      <Form layout="vertical">
        <Form.Item label={t('legalRecords.upload.docType')} required>
          <Select<LegalDocType>
            value={docType}
            onChange={setDocType}
            options={LEGAL_DOC_TYPES.map((d) => ({ value: d, label: show(LEGAL_DOC_TYPE_LABELS[d]) }))}
            placeholder={t('legalRecords.upload.docTypeRequired')}
            data-testid="legal-upload-doctype"
          />
        </Form.Item>
        <Upload.Dragger
          multiple
          disabled={!docType}
          accept=".pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/png,image/jpeg,image/gif"
          fileList={files}
          onChange={({ fileList }) => setFiles(fileList)}
          customRequest={({ file, onProgress, onSuccess, onError }) => {
            if (!docType) return;
            send({
              file: file as File,
              docType,
              locale,
              onProgress: (percent) => onProgress?.({ percent }),
            }).then(
              (res) => onSuccess?.(res),
              (e: unknown) => {
                const error = new Error(messagesOf(e, locale).join(' '));
                onError?.(error);
              },
            );
          }}
          itemRender={(node, file) => (
            <div data-testid="legal-upload-item" data-status={file.status} title={file.error?.message}>
              {node}
              {file.status === 'error' && file.error?.message && (
                <div role="alert" style={{ color: '#cf1322' }}>
                  {file.error.message}
                </div>
              )}
            </div>
          )}
          data-testid="legal-upload-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {docType ? t('legalRecords.upload.drop') : t('legalRecords.upload.docTypeRequired')}
          </p>
          <p className="ant-upload-hint">{t('legalRecords.upload.hint')}</p>
        </Upload.Dragger>
      </Form>
    </Modal>
  );
}
