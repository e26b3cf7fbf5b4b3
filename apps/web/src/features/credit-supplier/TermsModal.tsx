import type { SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useApproveCredit } from './api.ts';
import { LimitField, PercentField } from './TermsFields.tsx';

/** The funder's approval: limit, discount rate and maximum payment ratio (spec §3), the application's figures first. */
export function TermsModal({
  credit,
  open,
  onClose,
}: {
  credit: SupplierCreditItem;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveCredit();
  const [limit, setLimit] = useState<number | null>(credit.applied_total_limit);
  const [rate, setRate] = useState<number | null>(credit.applied_discount_rate);
  const [ratio, setRatio] = useState<number | null>(80);
  const [error, setError] = useState<string | null>(null);
  const ok = async () => {
    if (!limit || !rate || !ratio) return setError(t('creditSupplier.reason.required'));
    try {
      await approve.mutateAsync({
        id: credit.id,
        total_limit: limit,
        discount_rate: rate,
        max_payment_ratio: ratio,
      });
      setError(null);
      onClose();
    } catch (e) {
      setError(refusalText(e));
    }
  };
  return (
    <Modal
      open={open}
      title={t('creditSupplier.approve.title')}
      onCancel={onClose}
      onOk={() => void ok()}
      confirmLoading={approve.isPending}
      okButtonProps={{ 'data-testid': 'credit-approve-ok' } as never}
      destroyOnHidden
    >
      <Form layout="vertical">
        <LimitField
          label="creditSupplier.fields.total_limit"
          value={limit}
          onChange={setLimit}
          testId="credit-approve-limit"
        />
        <PercentField
          label="creditSupplier.fields.discount_rate"
          hint="creditSupplier.form.rateHint"
          step={0.01}
          value={rate}
          onChange={setRate}
          testId="credit-approve-rate"
        />
        <PercentField
          label="creditSupplier.fields.max_payment_ratio"
          hint="creditSupplier.form.ratioHint"
          step={1}
          value={ratio}
          onChange={setRatio}
          testId="credit-approve-ratio"
        />
        {error && <Alert type="error" showIcon message={error} data-testid="credit-approve-error" />}
      </Form>
    </Modal>
  );
}
