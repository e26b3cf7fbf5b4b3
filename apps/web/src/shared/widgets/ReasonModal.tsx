import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../api/api-error.ts';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import type { TextKey } from '../i18n-keys.ts';

/** The test ids the transaction screens' reason dialogs have always had (the journeys use them). */
export const SUBMIT_REASON_IDS = { ok: 'submit', text: 'reason' };

/**
 * The one text a step requires (a rejection's or deletion's reason, the documents asked for:
 * spec §5 "Reason required for rejection"). A blank text is refused here as the server would;
 * a refusal from `submit` stays in the dialog as its message, so the user can correct and retry.
 */
export function ReasonModal(props: {
  open: boolean;
  /** Already translated: some callers compose it from two keys. */
  title: string;
  label: TextKey;
  /** The area's own "required" message. */
  required: TextKey;
  hint?: TextKey;
  okText?: TextKey;
  danger?: boolean;
  /** Announced in the spec's 'Success!' dialog once the step is done (spec §7). */
  done?: TextKey;
  testId: string;
  /** The suffixes of the OK button's and the text's test ids (`${testId}-ok`, `${testId}-text`). */
  ids?: { ok: string; text: string };
  onClose: () => void;
  submit: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = props.ids ?? { ok: 'ok', text: 'text' };
  const ok = async () => {
    if (!text.trim()) return setError(t(props.required));
    setBusy(true);
    try {
      await props.submit(text.trim());
      setText('');
      setError(null);
      props.onClose();
    } catch (e) {
      return setError(refusalText(e));
    } finally {
      setBusy(false);
    }
    if (props.done) await dialog.success(t(props.done));
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
      okText={props.okText ? t(props.okText) : undefined}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ danger: props.danger, 'data-testid': `${props.testId}-${ids.ok}` } as never}
      destroyOnHidden
    >
      {props.hint && <Typography.Paragraph type="secondary">{t(props.hint)}</Typography.Paragraph>}
      <Form layout="vertical">
        <Form.Item label={t(props.label)} required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            value={text}
            maxLength={1000}
            showCount
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            data-testid={`${props.testId}-${ids.text}`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
