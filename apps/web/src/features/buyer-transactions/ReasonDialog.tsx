import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';

/** An action with its required reason (spec §5: rejections, notices), in a dialog. */
export function ReasonDialog({
  open,
  title,
  done,
  onClose,
  onSubmit,
  pending,
  testId,
  reasonLabel = 'buyerTransactions.reject.reason',
  reasonRequired = 'buyerTransactions.reject.reasonRequired',
}: {
  open: boolean;
  title: TextKey;
  /** The field's label and its required message (another area passes its own namespace's). */
  reasonLabel?: TextKey;
  reasonRequired?: TextKey;
  done: TextKey;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
  pending: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason.trim()) return setError(t(reasonRequired));
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
      await dialog.success(t(done));
    } catch (e) {
      await dialog.error(e);
    }
  };
  return (
    <Modal
      open={open}
      title={t(title)}
      okText={t(title)}
      okButtonProps={{ danger: true, 'data-testid': `${testId}-submit` } as never}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t(reasonLabel)} required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            maxLength={1000}
            showCount
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid={`${testId}-reason`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
