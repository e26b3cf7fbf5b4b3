import { UploadOutlined } from '@ant-design/icons';
import { acceptedExtensions } from '@arflow/domain/files';
import { Button, Form, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

const ACCEPT = acceptedExtensions('document')
  .map((e) => `.${e}`)
  .join(',');

/** The payment slip of a payment form: one document, kept until the form is sent. */
export function SlipUpload({ onChange, testId }: { onChange: (file: File | null) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('payments.fields.slip')} required extra={t('payments.fields.slipHint')}>
      <div data-testid={testId}>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          beforeUpload={(f) => {
            onChange(f);
            return false;
          }}
          onRemove={() => onChange(null)}
        >
          <Button icon={<UploadOutlined />}>{t('payments.fields.chooseFile')}</Button>
        </Upload>
      </div>
    </Form.Item>
  );
}
