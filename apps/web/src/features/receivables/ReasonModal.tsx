import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';

/** Asks the reason a refusal or a deletion requires (spec §5), then runs the action with it. */
export function ReasonModal(props: {
  open: boolean;
  title: TextKey;
  hint?: TextKey;
  testId: string;
  pending: boolean;
  onOk: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={props.open}
      title={t(props.title)}
      okButtonProps={{ disabled: reason.trim() === '', loading: props.pending, danger: true }}
      okText={t('receivables.letters.confirm')}
      onOk={async () => {
        await props.onOk(reason.trim());
        setReason('');
      }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.hint && <Typography.Paragraph type="secondary">{t(props.hint)}</Typography.Paragraph>}
      <Typography.Text>{t('receivables.detail.reason')}</Typography.Text>
      <Input.TextArea
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid={`${props.testId}-reason`}
      />
    </Modal>
  );
}
