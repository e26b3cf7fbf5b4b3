import type { SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';
import { useApproveCredit } from './api.ts';

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
        <Form.Item label={t('creditSupplier.fields.total_limit')} required>
          <CurrencyInput
            value={limit}
            onChange={setLimit}
            style={{ width: '100%' }}
            data-testid="credit-approve-limit"
          />
        </Form.Item>
        <Form.Item
          label={t('creditSupplier.fields.discount_rate')}
          required
          extra={t('creditSupplier.form.rateHint')}
        >
          <InputNumber<number>
            value={rate}
            onChange={setRate}
            min={0}
            max={100}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            data-testid="credit-approve-rate"
          />
        </Form.Item>
        <Form.Item
          label={t('creditSupplier.fields.max_payment_ratio')}
          required
          extra={t('creditSupplier.form.ratioHint')}
        >
          <InputNumber<number>
            value={ratio}
            onChange={setRatio}
            min={0}
            max={100}
            step={1}
            precision={2}
            style={{ width: '100%' }}
            data-testid="credit-approve-ratio"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} data-testid="credit-approve-error" />}
      </Form>
    </Modal>
  );
}
