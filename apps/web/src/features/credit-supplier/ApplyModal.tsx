import type { SupplierBuyerItem } from '@arflow/domain/api/credit-supplier';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';
import { useSaveApplication } from './api.ts';
import { PapersField } from './DocumentsModal.tsx';

/**
 * The supplier's application with one buyer (spec §3 credit info: applied total limit, applied
 * discount rate, attached papers); a revision of a credit in force is a new application.
 */
export function ApplyModal({
  supId,
  buyer,
  onClose,
  onDone,
}: {
  supId: number;
  buyer: SupplierBuyerItem;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveApplication();
  const [limit, setLimit] = useState<number | null>(buyer.credit?.total_limit ?? null);
  const [rate, setRate] = useState<number | null>(buyer.credit?.discount_rate ?? null);
  const [papers, setPapers] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const ok = async () => {
    if (!limit || !rate) return setError(t('creditSupplier.reason.required'));
    if (papers.length === 0) return setError(t('creditSupplier.form.pickPaper'));
    try {
      const res = await save.mutateAsync({
        buy_id: buyer.buy_id,
        applied_total_limit: limit,
        applied_discount_rate: rate,
        file_attach: papers,
      });
      onDone(res.data.id);
    } catch (e) {
      setError(refusalText(e));
    }
  };
  return (
    <Modal
      open
      title={t('creditSupplier.apply.title', { buyer: buyer.buy_name })}
      onCancel={onClose}
      onOk={() => void ok()}
      confirmLoading={save.isPending}
      okText={t('creditSupplier.apply.submit')}
      okButtonProps={{ 'data-testid': 'credit-apply-ok' } as never}
      width={640}
    >
      <Form layout="vertical">
        <Form.Item label={t('creditSupplier.fields.applied_total_limit')} required>
          <CurrencyInput
            value={limit}
            onChange={setLimit}
            style={{ width: '100%' }}
            data-testid="credit-apply-limit"
          />
        </Form.Item>
        <Form.Item
          label={t('creditSupplier.fields.applied_discount_rate')}
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
            data-testid="credit-apply-rate"
          />
        </Form.Item>
        <PapersField supId={supId} value={papers} onChange={setPapers} />
        {error && <Alert type="error" showIcon message={error} data-testid="credit-apply-error" />}
      </Form>
    </Modal>
  );
}
