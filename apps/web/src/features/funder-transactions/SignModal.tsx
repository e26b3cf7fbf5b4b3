import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useSignEarlyPayment } from './api.ts';

/** The signed early-payment request (pdf, png, jpg, jpeg, gif) uploaded by a funder signer. */
export function SignModal({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sign = useSignEarlyPayment(id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ok = async () => {
    if (!file) return setError(t('funderTransactions.sign.fileRequired'));
    try {
      await sign.mutateAsync(file);
      setFile(null);
      setError(null);
      onClose();
    } catch (e) {
      setError(refusalText(e));
    }
  };
  return (
    <Modal
      open={open}
      title={t('funderTransactions.sign.title')}
      onCancel={onClose}
      onOk={() => void ok()}
      confirmLoading={sign.isPending}
      okButtonProps={{ 'data-testid': 'sign-ok' } as never}
      destroyOnHidden
    >
      <Upload
        accept=".pdf,.png,.jpg,.jpeg,.gif"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button icon={<UploadOutlined />} data-testid="sign-file">
          {t('funderTransactions.sign.choose')}
        </Button>
      </Upload>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
