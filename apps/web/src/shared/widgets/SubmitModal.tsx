import { Alert, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../api/api-error.ts';
import type { TextKey } from '../i18n-keys.ts';

/**
 * A dialog whose OK sends what it holds: `check` refuses incomplete input with its message, a
 * refusal from `submit` stays in the dialog as its text (the user corrects and retries), and a
 * success closes it.
 */
export function SubmitModal(props: {
  open?: boolean;
  /** Already translated: some titles name a record. */
  title: string;
  okText?: TextKey;
  /** `<testId>-ok` on the OK button, `<testId>-error` on the message. */
  testId: string;
  width?: number;
  onClose: () => void;
  /** The message of what is missing, or null when the input may be sent. */
  check?: () => string | null;
  submit: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const missing = props.check?.() ?? null;
    if (missing) return setError(missing);
    setBusy(true);
    try {
      await props.submit();
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
      open={props.open ?? true}
      title={props.title}
      onCancel={props.onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
      okText={props.okText && t(props.okText)}
      okButtonProps={{ 'data-testid': `${props.testId}-ok` } as never}
      width={props.width}
      destroyOnHidden
    >
      {props.children}
      {error && <Alert type="error" showIcon message={error} data-testid={`${props.testId}-error`} />}
    </Modal>
  );
}
