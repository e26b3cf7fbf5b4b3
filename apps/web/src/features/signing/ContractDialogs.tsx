import { InboxOutlined } from '@ant-design/icons';
import { CONTRACT_METHOD_LABELS, CONTRACT_METHODS, type ContractMethod } from '@arflow/domain/api/contracts';
import { DOCUMENT_CONTRACT_LABELS, type DocumentContractType } from '@arflow/domain/contract-documents';
import { acceptedExtensions } from '@arflow/domain/files';
import { Alert, Form, Modal, Radio, Select, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useRequestContract, useUploadHardCopy } from './contracts-api.ts';

/** The scanned copy signed on paper: one file, checked again by the server (type by content, size). */
export function HardCopyModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const send = useUploadHardCopy(id);
  const [file, setFile] = useState<File | null>(null);
  const submit = async () => {
    if (!file) return;
    try {
      await send.mutateAsync(file);
      onClose();
      await dialog.success(t('signing.contract.uploaded'));
    } catch {
      // shown below
    }
  };
  return (
    <Modal
      open
      title={t('signing.contract.uploadTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('signing.contract.upload')}
      okButtonProps={
        { disabled: !file, loading: send.isPending, 'data-testid': 'contract-upload-confirm' } as never
      }
      cancelText={t('signing.modal.cancel')}
      data-testid="contract-upload-modal"
    >
      <Upload.Dragger
        maxCount={1}
        accept={acceptedExtensions('document').join(',')}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
        data-testid="contract-upload-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('signing.contract.uploadHint')}</p>
      </Upload.Dragger>
      {send.error && <Alert type="error" showIcon title={messagesOf(send.error, locale).join(' ')} />}
    </Modal>
  );
}

/** Request a contract: its type (those the client's kind signs) and how it is signed. */
export function RequestModal({
  types,
  entId,
  onClose,
}: {
  types: readonly DocumentContractType[];
  entId?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const show = useText();
  const dialog = useResultDialog();
  const request = useRequestContract();
  const [type, setType] = useState<DocumentContractType | undefined>(types[0]);
  const [method, setMethod] = useState<ContractMethod>('digital');
  const submit = async () => {
    if (!type) return;
    try {
      await request.mutateAsync({
        contract_type: type,
        contract_method: method,
        ...(entId === undefined ? {} : { ent_id: entId }),
      });
      onClose();
      await dialog.success(t('signing.contract.requested'));
    } catch (error) {
      await dialog.error(error);
    }
  };
  return (
    <Modal
      open
      title={t('signing.contract.requestTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('signing.contract.request')}
      okButtonProps={
        { disabled: !type, loading: request.isPending, 'data-testid': 'contract-request-confirm' } as never
      }
      cancelText={t('signing.modal.cancel')}
      data-testid="contract-request-modal"
    >
      <Form layout="vertical">
        <Form.Item label={t('signing.fields.type')} required>
          <Select<DocumentContractType>
            value={type}
            onChange={setType}
            options={types.map((v) => ({ value: v, label: show(DOCUMENT_CONTRACT_LABELS[v]) }))}
            data-testid="contract-request-type"
          />
        </Form.Item>
        <Form.Item label={t('signing.fields.method')} required>
          <Radio.Group
            value={method}
            onChange={(e) => setMethod(e.target.value as ContractMethod)}
            options={CONTRACT_METHODS.map((m) => ({
              value: m,
              label: show(CONTRACT_METHOD_LABELS[m].label),
            }))}
            data-testid="contract-request-method"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
