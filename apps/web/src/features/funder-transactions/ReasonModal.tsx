import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';

const refusal = (e: unknown) =>
  e instanceof ApiError ? [...e.messages, ...Object.values(e.fields).flat()].join(' ') : String(e);

/** The reason a decision requires (REJECT, ADJUST, ADD_DOC, RESET: the workflow's `reason`). */
export function ReasonModal(props: {
  title: TextKey | null;
  testId: string;
  onClose: () => void;
  submit: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!text.trim()) return setError(t('funderTransactions.actions.reasonRequired'));
    setBusy(true);
    try {
      await props.submit(text.trim());
      setText('');
      setError(null);
      props.onClose();
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.title !== null}
      title={props.title ? `${t(props.title)} — ${t('funderTransactions.actions.reasonTitle')}` : ''}
      onCancel={props.onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': `${props.testId}-ok` } as never}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('funderTransactions.actions.reason')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
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
