import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { refusalText } from './errors.ts';

/**
 * One text the step needs (a rejection's reason, the documents asked for): required, as the
 * server's rule (spec §5 "Reason required for rejection"); the server's message shows on a refusal.
 */
export function ReasonModal(props: {
  open: boolean;
  title: TextKey;
  label: TextKey;
  testId: string;
  onClose: () => void;
  submit: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!text.trim()) return setError(t('creditSupplier.reason.required'));
    setBusy(true);
    try {
      await props.submit(text.trim());
      setText('');
      setError(null);
      props.onClose();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t(props.title)}
      onCancel={props.onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': `${props.testId}-ok` } as never}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t(props.label)} required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            data-testid={`${props.testId}-text`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
