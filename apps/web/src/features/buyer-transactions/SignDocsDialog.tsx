import type { BuyerTransactionDocument } from '@arflow/domain/api/buyer-transactions';
import { Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { DocumentList } from './DocumentList.tsx';

/**
 * sign-file-docs (spec §2): before confirming, the buyer goes through the supplier's documents
 * and states it checked them; the confirmation is then sent.
 */
export function SignDocsDialog({
  open,
  transId,
  documents,
  onClose,
  onConfirm,
  pending,
}: {
  open: boolean;
  transId: number;
  documents: readonly BuyerTransactionDocument[];
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const [checked, setChecked] = useState(false);
  const submit = async () => {
    try {
      await onConfirm();
      onClose();
      await dialog.success(t('buyerTransactions.confirm.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };
  return (
    <Modal
      open={open}
      title={t('buyerTransactions.confirm.title')}
      okText={t('buyerTransactions.confirm.submit')}
      okButtonProps={{ disabled: !checked, 'data-testid': 'buyer-confirm-submit' } as never}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="buyer-sign-file-docs"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('buyerTransactions.confirm.hint')}</Typography.Text>
        <DocumentList transId={transId} documents={documents} kind="documents" />
        <Checkbox
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          data-testid="buyer-confirm-checked"
        >
          {t('buyerTransactions.confirm.checked')}
        </Checkbox>
      </Space>
    </Modal>
  );
}
