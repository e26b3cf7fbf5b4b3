import type { SupplierBuyerItem } from '@arflow/domain/api/credit-supplier';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useSaveApplication } from './api.ts';
import { PapersField } from './DocumentsModal.tsx';
import { LimitField, PercentField } from './TermsFields.tsx';

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
        <LimitField
          label="creditSupplier.fields.applied_total_limit"
          value={limit}
          onChange={setLimit}
          testId="credit-apply-limit"
        />
        <PercentField
          label="creditSupplier.fields.applied_discount_rate"
          hint="creditSupplier.form.rateHint"
          step={0.01}
          value={rate}
          onChange={setRate}
          testId="credit-apply-rate"
        />
        <PapersField supId={supId} value={papers} onChange={setPapers} />
        {error && <Alert type="error" showIcon message={error} data-testid="credit-apply-error" />}
      </Form>
    </Modal>
  );
}
